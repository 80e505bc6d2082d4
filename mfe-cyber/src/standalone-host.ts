import { mountStandalone } from '@platform/remote-kit';
import { cyberRemote } from './cyber-remote';

mountStandalone(cyberRemote);

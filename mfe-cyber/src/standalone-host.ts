import { mountStandalone } from '@platform/remote-kit';
import '@platform/ui/src/ui.css';
import { cyberRemote } from './cyber-remote';

mountStandalone(cyberRemote);

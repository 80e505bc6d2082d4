import { mountStandalone } from '@platform/remote-kit/standalone';
import '@platform/ui/src/ui.css';
import { cyberRemote } from './cyber-remote';

mountStandalone(cyberRemote);

import { mountStandalone } from '@platform/remote-kit/standalone';
import '@platform/ui/src/ui.css';
import { claimsRemote } from './claims-remote';

mountStandalone(claimsRemote);

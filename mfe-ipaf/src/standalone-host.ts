import { mountStandalone } from '@platform/remote-kit/standalone';
import '@platform/ui/src/ui.css';
import { ipafRemote } from './ipaf-remote';

mountStandalone(ipafRemote);

import { mountStandalone } from '@platform/remote-kit/standalone';
import '@platform/ui/src/ui.css';
import { brokerRemote } from './broker-remote';

mountStandalone(brokerRemote);

import { mountStandalone } from '@platform/remote-kit';
import { brokerRemote } from './broker-remote';

mountStandalone(brokerRemote);

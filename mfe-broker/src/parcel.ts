import { createRemoteParcel } from '@platform/remote-kit';
import { brokerRemote } from './broker-remote';

export const { bootstrap, mount, unmount, update } = createRemoteParcel(brokerRemote);

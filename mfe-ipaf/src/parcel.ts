import { createRemoteParcel } from '@platform/remote-kit';
import { ipafRemote } from './ipaf-remote';

export const { bootstrap, mount, unmount, update } = createRemoteParcel(ipafRemote);

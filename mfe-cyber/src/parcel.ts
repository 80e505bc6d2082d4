import { createRemoteParcel } from '@platform/remote-kit';
import { cyberRemote } from './cyber-remote';

export const { bootstrap, mount, unmount, update } = createRemoteParcel(cyberRemote);

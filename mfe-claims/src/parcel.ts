import { createRemoteParcel } from '@platform/remote-kit';
import { claimsRemote } from './claims-remote';

export const { bootstrap, mount, unmount, update } = createRemoteParcel(claimsRemote);

import { createRemoteParcel } from '@platform/remote-kit';
import { quotesPoliciesRemote } from './quotes-policies-remote';

export const { bootstrap, mount, unmount, update } = createRemoteParcel(quotesPoliciesRemote);

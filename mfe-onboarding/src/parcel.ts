import { createRemoteParcel } from '@platform/remote-kit';
import { onboardingRemote } from './onboarding-remote';

export const { bootstrap, mount, unmount, update } = createRemoteParcel(onboardingRemote);

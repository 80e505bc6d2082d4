import { mountStandalone } from '@platform/remote-kit';
import { onboardingRemote } from './onboarding-remote';

mountStandalone(onboardingRemote);

import type { RemoteDefinition } from '@platform/remote-kit';
import { OnboardingRoutes } from './onboarding-routes';
import { coreMessages } from './core-messages';

export const onboardingRemote: RemoteDefinition = {
  name: 'mfe_onboarding',
  Routes: OnboardingRoutes,
  messages: coreMessages,
};

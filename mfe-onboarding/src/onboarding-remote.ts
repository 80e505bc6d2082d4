import type { RemoteDefinition } from '@platform/remote-kit';
import { OnboardingRoutes } from './onboarding-routes';
import { messages } from './messages';

export const onboardingRemote: RemoteDefinition = {
  name: 'mfe_onboarding',
  Routes: OnboardingRoutes,
  messages,
};

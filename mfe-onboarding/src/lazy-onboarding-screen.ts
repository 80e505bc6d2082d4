import type { ComponentType } from 'react';
import { lazyScreen } from '@platform/remote-kit';

const loadScreenMessages = () => import('./screen-messages').then((module) => module.screenMessages);

/** An onboarding screen loaded on first visit, with the screens' texts (sign-in alone stays eager). */
export const onboardingScreen = <M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) =>
  lazyScreen(load, pick, loadScreenMessages);

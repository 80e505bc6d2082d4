import type { ComponentType } from 'react';
import type { Messages } from '@platform/i18n';
import { lazyScreen } from '@platform/remote-kit';

const loadScreenMessages = () => import('./screen-messages').then((module) => module.screenMessages);

/**
 * An onboarding screen loaded on first visit, with its texts (sign-in alone stays eager): by
 * default every screen's texts (./screen-messages.ts); a screen that brings only its own passes
 * their loader (the team list: a remote's first visit carries no other screen's texts).
 */
export const onboardingScreen = <M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  loadMessages: () => Promise<Messages> = loadScreenMessages,
) => lazyScreen(load, pick, loadMessages);

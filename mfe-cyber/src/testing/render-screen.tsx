import type { ReactElement } from 'react';
import { renderScreen as renderWithPlatform, type RenderOptions } from '@platform/remote-kit/testing';

import { allMessages } from './all-messages';

export { fakeApi, type CannedAnswer } from '@platform/remote-kit/testing';

/** Renders one of this remote's screens as the shell would, with its messages. */
export const renderScreen = (screen: ReactElement, options: Omit<RenderOptions, 'messages'>) =>
  renderWithPlatform(screen, { ...options, messages: allMessages });

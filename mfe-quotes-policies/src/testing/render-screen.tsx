import type { ReactElement } from 'react';
import { renderScreen as renderWithPlatform, type RenderOptions } from '@platform/remote-kit/testing';
import type { Messages } from '@platform/i18n';
import { messages } from '../messages';
import { quoteWords } from '../quote-words';

export { fakeApi, type CannedAnswer } from '@platform/remote-kit/testing';

/** The remote's texts with those its lazy screens fetch, as a screen sees them once loaded. */
const allMessages: Messages = {
  pt: { ...messages.pt, ...quoteWords.pt },
  en: { ...messages.en, ...quoteWords.en },
  es: { ...messages.es, ...quoteWords.es },
};

/** Renders one of this remote's screens as the shell would, with its messages. */
export const renderScreen = (screen: ReactElement, options: Omit<RenderOptions, 'messages'>) =>
  renderWithPlatform(screen, { ...options, messages: allMessages });

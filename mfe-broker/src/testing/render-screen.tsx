import type { ReactElement } from 'react';
import { renderScreen as renderWithPlatform, type RenderOptions } from '@platform/remote-kit/testing';
import type { Messages } from '@platform/i18n';
import { messages } from '../messages';
import { screenMessages } from '../screen-messages';
import { earningsMessages } from '../features/earnings/messages';
import { opsStatementsMessages } from '../features/ops-statements/messages';
import { kamMessages } from '../features/kam/messages';
import { opsBrokerageMessages } from '../features/ops-brokerage/messages';
import { brokerUsersMessages } from '../features/broker-users/messages';
import { opsBrokersMessages } from '../features/ops-brokers/messages';

export { fakeApi, type CannedAnswer } from '@platform/remote-kit/testing';

/** Every text of the remote: the first visit's and those its other screens fetch with them. */
const allMessages: Messages = {
  pt: {
    ...messages.pt,
    ...screenMessages.pt,
    ...earningsMessages.pt,
    ...opsStatementsMessages.pt,
    ...kamMessages.pt,
    ...opsBrokerageMessages.pt,
    ...brokerUsersMessages.pt,
    ...opsBrokersMessages.pt,
  },
  en: {
    ...messages.en,
    ...screenMessages.en,
    ...earningsMessages.en,
    ...opsStatementsMessages.en,
    ...kamMessages.en,
    ...opsBrokerageMessages.en,
    ...brokerUsersMessages.en,
    ...opsBrokersMessages.en,
  },
  es: {
    ...messages.es,
    ...screenMessages.es,
    ...earningsMessages.es,
    ...opsStatementsMessages.es,
    ...kamMessages.es,
    ...opsBrokerageMessages.es,
    ...brokerUsersMessages.es,
    ...opsBrokersMessages.es,
  },
};

/** Renders one of this remote's screens as the shell would, with its messages. */
export const renderScreen = (screen: ReactElement, options: Omit<RenderOptions, 'messages'>) =>
  renderWithPlatform(screen, { ...options, messages: allMessages });

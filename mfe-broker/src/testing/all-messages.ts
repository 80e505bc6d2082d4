import type { Messages } from '@platform/i18n';
import { messages } from '../messages';
import { screenMessages } from '../screen-messages';
import { earningsMessages } from '../features/earnings/messages';
import { opsStatementsMessages } from '../features/ops-statements/messages';
import { kamMessages } from '../features/kam/messages';
import { opsBrokerageMessages } from '../features/ops-brokerage/messages';
import { brokerUsersMessages } from '../features/broker-users/messages';
import { opsBrokersMessages } from '../features/ops-brokers/messages';

/** Every text of the remote: the first visit's and those its other screens fetch with them. */
export const allMessages: Messages = {
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

import type { Messages } from '@platform/i18n';
import { brokerCompanyMessages } from '../broker-company-messages';
import { messages } from '../messages';
import { quoteWords } from '../quote-words';
import { checkoutMessages } from '../features/checkout/messages';
import { coveragesMessages } from '../features/coverages/messages';
import { policyDocumentsMessages } from '../features/policy-detail/messages';
import { wordingMessages } from '../features/policy-wording/messages';
import { renewalMessages } from '../features/renewal/messages';

/** The remote's texts with those its lazy screens fetch, as a screen sees them once loaded. */
const lazyWords = [
  quoteWords,
  checkoutMessages,
  coveragesMessages,
  policyDocumentsMessages,
  wordingMessages,
  renewalMessages,
  brokerCompanyMessages,
];

export const allMessages: Messages = {
  pt: Object.assign({}, messages.pt, ...lazyWords.map((words) => words.pt)),
  en: Object.assign({}, messages.en, ...lazyWords.map((words) => words.en)),
  es: Object.assign({}, messages.es, ...lazyWords.map((words) => words.es)),
};

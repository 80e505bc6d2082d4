// The quotes screens' words (home groups, compare, detail, select modals, terms and underwriting
// reasons), in pt, en and es. Fetched with those screens (lazyScreen in quotes-policies-routes.tsx),
// so the remote's other screens (home, policies) do not carry them on a first visit.
import type { Messages } from '@platform/i18n';
import { en } from './quote-words/en';
import { es } from './quote-words/es';
import { pt } from './quote-words/pt';

export const quoteWords: Messages = { pt, en, es };

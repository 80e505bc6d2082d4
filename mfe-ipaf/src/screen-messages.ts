import type { Messages } from '@platform/i18n';
import { questionMessages } from '@platform/i18n/questionnaire';
import { onePageMessages } from './components/questionnaire/messages';
import { sectionIndexMessages } from './components/questionnaire/section-index/messages';
import { stepInfoMessages } from './features/step-info/messages';

const PARTS = [onePageMessages, sectionIndexMessages, questionMessages, stepInfoMessages];

/** The texts of every screen but the list of questionnaires: loaded with the first of them (lazyScreen). */
export const screenMessages: Messages = {
  pt: Object.assign({}, ...PARTS.map((part) => part.pt)),
  en: Object.assign({}, ...PARTS.map((part) => part.en)),
  es: Object.assign({}, ...PARTS.map((part) => part.es)),
};

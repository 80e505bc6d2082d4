import type { Messages } from '@platform/i18n';

/** Texts of the previous-forms screen's live-update notice, spread into the remote's messages. */
export const previousFormsMessages: Messages = {
  pt: {},
  en: {},
  es: {},
};

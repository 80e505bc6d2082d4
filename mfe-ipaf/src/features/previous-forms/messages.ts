import type { Messages } from '@platform/i18n';

/** Texts of the previous-forms screen's live-update notice, spread into the remote's messages. */
export const previousFormsMessages: Messages = {
  pt: {
    'ipaf.prev.changedByOther': 'Outra pessoa alterou um dos seus questionários. Recarregue para ver a versão mais recente.',
    'ipaf.prev.reload': 'Recarregar',
  },
  en: {
    'ipaf.prev.changedByOther': 'Someone else changed one of your questionnaires. Reload to see the latest version.',
    'ipaf.prev.reload': 'Reload',
  },
  es: {
    'ipaf.prev.changedByOther': 'Otra persona modificó uno de sus cuestionarios. Recargue para ver la versión más reciente.',
    'ipaf.prev.reload': 'Recargar',
  },
};

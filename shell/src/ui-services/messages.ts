import type { Messages } from '@platform/i18n';

/** Texts of the toasts, notices and modals the shell shows for remotes. */
export const uiServicesMessages: Messages = {
  pt: { 'shell.notice.showInForm': 'Mostrar no formulário', 'shell.notices.label': 'Avisos' },
  en: { 'shell.notice.showInForm': 'Show in form', 'shell.notices.label': 'Notices' },
  es: { 'shell.notice.showInForm': 'Mostrar en el formulario', 'shell.notices.label': 'Avisos' },
};

import type { Messages } from '@platform/i18n';

/** The book's link to the brokerage's KAM (components/kam-link.tsx): on the first visit and the home's first screen. */
export const kamLinkMessages: Messages = {
  pt: { 'broker.kamLink': 'Seu gerente de contas' },
  en: { 'broker.kamLink': 'Your account manager' },
  es: { 'broker.kamLink': 'Su gerente de cuentas' },
};

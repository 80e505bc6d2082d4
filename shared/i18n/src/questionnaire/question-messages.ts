import type { Messages } from '../messages';
import { COMMON_WORDS } from './question-words/common';
import { CYBER_WORDS } from './question-words/cyber';
import { D_AND_O_WORDS } from './question-words/d-and-o';
import { E_AND_O_WORDS } from './question-words/e-and-o';
import { messagesOf, t, type Text } from './question-words/words';

// The words of every question of the definitions in @platform/domain: `ipaf.q.<id>` for the
// question, `ipaf.q.<id>.<OPTION>` for an option, `ipaf.section.<id>` for a section. A table's
// columns are `ipaf.q.<table id>.<column id>`. messages.test.ts fails when one is missing.

const SECTIONS: Record<string, Text> = {
  company: t('Empresa', 'Company', 'Empresa'),
  address: t('Endereço', 'Address', 'Dirección'),
  shareholders: t('Sócios ou acionistas', 'Shareholders', 'Socios o accionistas'),
  key_persons: t('Pessoas-chave', 'Key persons', 'Personas clave'),
  client_activities: t('Atividades para clientes', 'Client activities', 'Actividades para clientes'),
  dno_profile: t('D&O: perfil da empresa', 'D&O: company profile', 'D&O: perfil de la empresa'),
  dno_financials: t('D&O: dados financeiros', 'D&O: financials', 'D&O: datos financieros'),
  dno_history: t('D&O: histórico', 'D&O: history', 'D&O: historial'),
  dno_request: t('D&O: cobertura desejada', 'D&O: requested cover', 'D&O: cobertura deseada'),
  eno_business: t('E&O: serviços e contratos', 'E&O: services and contracts', 'E&O: servicios y contratos'),
  eno_history: t('E&O: histórico', 'E&O: history', 'E&O: historial'),
  eno_request: t('E&O: cobertura desejada', 'E&O: requested cover', 'E&O: cobertura deseada'),
  cyber_exposure: t('Cyber: exposição', 'Cyber: exposure', 'Cyber: exposición'),
  cyber_controls: t('Cyber: controles de segurança', 'Cyber: security controls', 'Cyber: controles de seguridad'),
  cyber_history: t('Cyber: histórico', 'Cyber: history', 'Cyber: historial'),
  cyber_request: t('Cyber: cobertura desejada', 'Cyber: requested cover', 'Cyber: cobertura deseada'),
};

const sections = messagesOf(SECTIONS, 'ipaf.section.');
const questions = messagesOf({ ...COMMON_WORDS, ...D_AND_O_WORDS, ...E_AND_O_WORDS, ...CYBER_WORDS }, 'ipaf.q.');

export const questionMessages: Messages = {
  pt: { ...sections.pt, ...questions.pt },
  en: { ...sections.en, ...questions.en },
  es: { ...sections.es, ...questions.es },
};

export { accountCurrency, amountOptionText } from './amount-option';

import type { Messages } from '../../messages';

// Helpers for the words of the questions (question-messages.ts): one Text per language, options
// and follow-up details keyed as messages.test.ts expects.

export type Text = { pt: string; en: string; es: string };
export const t = (pt: string, en: string, es: string): Text => ({ pt, en, es });
export const yes = t('Sim', 'Yes', 'Sí');
export const no = t('Não', 'No', 'No');

export const LIMITS: Record<string, Text> = {
  L_1M: t('R$ 1 milhão', 'R$ 1 million', 'R$ 1 millón'),
  L_2M: t('R$ 2 milhões', 'R$ 2 million', 'R$ 2 millones'),
  L_3M: t('R$ 3 milhões', 'R$ 3 million', 'R$ 3 millones'),
  L_5M: t('R$ 5 milhões', 'R$ 5 million', 'R$ 5 millones'),
  L_10M: t('R$ 10 milhões', 'R$ 10 million', 'R$ 10 millones'),
};
export const RETENTIONS: Record<string, Text> = {
  R_NONE: t('Sem franquia', 'No retention', 'Sin deducible'),
  R_25K: t('R$ 25 mil', 'R$ 25,000', 'R$ 25.000'),
  R_50K: t('R$ 50 mil', 'R$ 50,000', 'R$ 50.000'),
  R_100K: t('R$ 100 mil', 'R$ 100,000', 'R$ 100.000'),
  R_250K: t('R$ 250 mil', 'R$ 250,000', 'R$ 250.000'),
};

export const request = (prefix: string): Record<string, Text> => ({
  [`${prefix}.requested_limit`]: t(
    'Limite de cobertura desejado',
    'Requested coverage limit',
    'Límite de cobertura deseado',
  ),
  ...options(`${prefix}.requested_limit`, LIMITS),
  [`${prefix}.retention`]: t('Franquia (retenção)', 'Retention (deductible)', 'Deducible (retención)'),
  ...options(`${prefix}.retention`, RETENTIONS),
  [`${prefix}.start_date`]: t('Início desejado da cobertura', 'Requested start date', 'Inicio deseado de la cobertura'),
});

export function options(id: string, texts: Record<string, Text>): Record<string, Text> {
  return Object.fromEntries(Object.entries(texts).map(([option, text]) => [`${id}.${option}`, text]));
}
export const yesNoDetail = (id: string, question: Text, detail: Text): Record<string, Text> => ({
  [id]: question,
  [`${id}_detail`]: detail,
});

/** Every entry as i18n messages: `ipaf.q.<id>`. */
export const messagesOf = (texts: Record<string, Text>, prefix: string): Messages => ({
  pt: Object.fromEntries(Object.entries(texts).map(([id, text]) => [`${prefix}${id}`, text.pt])),
  en: Object.fromEntries(Object.entries(texts).map(([id, text]) => [`${prefix}${id}`, text.en])),
  es: Object.fromEntries(Object.entries(texts).map(([id, text]) => [`${prefix}${id}`, text.es])),
});

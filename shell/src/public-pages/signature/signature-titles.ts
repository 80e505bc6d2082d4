import type { Language } from '@platform/domain';

/**
 * The signing page's heading and greeting, apart from its other texts: the HTML's first paint
 * (first-paint/paint-signature.ts, inlined in every page) draws them as soon as the signing request
 * is read, before React, and must not carry the page's whole table.
 */
export const SIGNATURE_TITLES = {
  pt: {
    'signature.title': 'Assinatura da proposta de seguro de {company}',
    'signature.intro': 'Olá, {name}. Você foi indicado como signatário legal desta proposta. Leia-a e assine abaixo.',
  },
  en: {
    'signature.title': 'Signing the insurance proposal of {company}',
    'signature.intro': 'Hello, {name}. You were named the legal signatory of this proposal. Read it and sign below.',
  },
  es: {
    'signature.title': 'Firma de la propuesta de seguro de {company}',
    'signature.intro': 'Hola, {name}. Usted fue indicado como firmante legal de esta propuesta. Léala y fírmela abajo.',
  },
} as const satisfies Record<Language, Record<'signature.title' | 'signature.intro', string>>;

import type { Language } from '@platform/domain';

/**
 * Product names, for every app: the full name, and the short one for lists. A file of its own so
 * that the shell's first paint (the landing) can name the products without the whole catalogue.
 */
export const PRODUCT_NAMES = {
  pt: {
    'product.D_AND_O': 'D&O – Diretores e administradores',
    'product.D_AND_O.short': 'D&O',
    'product.E_AND_O': 'E&O – Responsabilidade profissional',
    'product.E_AND_O.short': 'E&O',
    'product.CYBER': 'Seguro cibernético',
    'product.CYBER.short': 'Cibernético',
  },
  en: {
    'product.D_AND_O': 'D&O – Directors and officers',
    'product.D_AND_O.short': 'D&O',
    'product.E_AND_O': 'E&O – Professional liability',
    'product.E_AND_O.short': 'E&O',
    'product.CYBER': 'Cyber insurance',
    'product.CYBER.short': 'Cyber',
  },
  es: {
    'product.D_AND_O': 'D&O – Directores y administradores',
    'product.D_AND_O.short': 'D&O',
    'product.E_AND_O': 'E&O – Responsabilidad profesional',
    'product.E_AND_O.short': 'E&O',
    'product.CYBER': 'Seguro cibernético',
    'product.CYBER.short': 'Cibernético',
  },
} as const satisfies Record<Language, Record<string, string>>;

import type { Language } from '@platform/domain';

/**
 * The shell frame's words the slim sign-in page shows too (brand, language, skip link): kept apart
 * from ./messages.ts so that page does not load every text of the shell.
 */
export const frameMessages = {
  pt: {
    'shell.brand': 'Seguro Empresarial',
    'shell.language': 'Idioma',
    'shell.skipToContent': 'Pular para o conteúdo',
  },
  en: {
    'shell.brand': 'Business Insurance',
    'shell.language': 'Language',
    'shell.skipToContent': 'Skip to content',
  },
  es: {
    'shell.brand': 'Seguro Empresarial',
    'shell.language': 'Idioma',
    'shell.skipToContent': 'Saltar al contenido',
  },
} as const satisfies Record<Language, Record<string, string>>;

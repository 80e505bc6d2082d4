import type { Language } from '@platform/domain';

/**
 * The shell frame's words the slim pages show too (brand, language, skip link, a guest's navigation): kept apart
 * from ./messages.ts so that page does not load every text of the shell.
 */
export const frameMessages = {
  pt: {
    'shell.brand': 'Seguro Empresarial',
    'shell.language': 'Idioma',
    'shell.skipToContent': 'Pular para o conteúdo',
    'shell.nav.label': 'Navegação principal',
    'shell.nav.menu': 'Menu',
    'shell.nav.account': 'Sua conta',
    'shell.nav.help': 'Ajuda',
    'shell.nav.signIn': 'Entrar',
  },
  en: {
    'shell.brand': 'Business Insurance',
    'shell.language': 'Language',
    'shell.skipToContent': 'Skip to content',
    'shell.nav.label': 'Main navigation',
    'shell.nav.menu': 'Menu',
    'shell.nav.account': 'Your account',
    'shell.nav.help': 'Help',
    'shell.nav.signIn': 'Sign in',
  },
  es: {
    'shell.brand': 'Seguro Empresarial',
    'shell.language': 'Idioma',
    'shell.skipToContent': 'Saltar al contenido',
    'shell.nav.label': 'Navegación principal',
    'shell.nav.menu': 'Menú',
    'shell.nav.account': 'Su cuenta',
    'shell.nav.help': 'Ayuda',
    'shell.nav.signIn': 'Iniciar sesión',
  },
} as const satisfies Record<Language, Record<string, string>>;

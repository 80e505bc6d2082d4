import type { Messages } from '@platform/i18n';

/** The refresh-for-update banner and modal (spec sections 2 and 8). */
export const updateMessages: Messages = {
  pt: {
    'shell.update.title': 'Nova versão disponível',
    'shell.update.body': 'Uma nova versão está disponível. Recarregue para usá-la.',
    'shell.update.reload': 'Recarregar',
    'shell.update.later': 'Depois',
  },
  en: {
    'shell.update.title': 'New version available',
    'shell.update.body': 'A new version is available. Reload to use it.',
    'shell.update.reload': 'Reload',
    'shell.update.later': 'Later',
  },
  es: {
    'shell.update.title': 'Nueva versión disponible',
    'shell.update.body': 'Hay una nueva versión disponible. Recargue para usarla.',
    'shell.update.reload': 'Recargar',
    'shell.update.later': 'Más tarde',
  },
};

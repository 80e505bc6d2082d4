import type { Messages } from '@platform/i18n';

/** The texts of the platform's forms that the error catalogue does not have. */
export const formMessages = {
  pt: {
    'form.invalid': 'Valor inválido.',
    'form.refused': 'Não foi possível concluir',
    'form.changedMeanwhile': 'Outra pessoa alterou este campo para “{value}”. Salve de novo para manter o seu valor.',
  },
  en: {
    'form.invalid': 'Invalid value.',
    'form.refused': 'This could not be done',
    'form.changedMeanwhile': 'Someone else changed this field to “{value}”. Save again to keep yours.',
  },
  es: {
    'form.invalid': 'Valor inválido.',
    'form.refused': 'No se pudo completar',
    'form.changedMeanwhile': 'Otra persona cambió este campo a “{value}”. Guarde de nuevo para mantener el suyo.',
  },
} satisfies Messages;

/** An app's messages with the form texts under them (the app may override one). */
export const withFormMessages = (messages: Messages): Messages => ({
  pt: { ...formMessages.pt, ...messages.pt },
  en: { ...formMessages.en, ...messages.en },
  es: { ...formMessages.es, ...messages.es },
});

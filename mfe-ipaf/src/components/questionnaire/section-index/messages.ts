import { defineMessagesFor } from '@platform/i18n';

/** The section index of the one-page: its name, each section's count and "next pending question". */
export const sectionIndexMessages = defineMessagesFor({
  pt: {
    'ipaf.index.label': 'Seções do questionário',
    'ipaf.index.all': 'Ver todas as seções',
    'ipaf.index.count': '{answered} de {required} obrigatórias respondidas',
    'ipaf.index.complete': 'completa',
    'ipaf.index.next': 'Próxima pergunta pendente',
    'ipaf.index.done': 'Todas as perguntas obrigatórias estão respondidas.',
  },
  en: {
    'ipaf.index.label': 'Questionnaire sections',
    'ipaf.index.all': 'Show all sections',
    'ipaf.index.count': '{answered} of {required} required answered',
    'ipaf.index.complete': 'complete',
    'ipaf.index.next': 'Next pending question',
    'ipaf.index.done': 'Every required question is answered.',
  },
  es: {
    'ipaf.index.label': 'Secciones del cuestionario',
    'ipaf.index.all': 'Ver todas las secciones',
    'ipaf.index.count': '{answered} de {required} obligatorias respondidas',
    'ipaf.index.complete': 'completa',
    'ipaf.index.next': 'Siguiente pregunta pendiente',
    'ipaf.index.done': 'Todas las preguntas obligatorias están respondidas.',
  },
});

import type { MailTemplate } from '../../lib/mail/outbox';

/** To the policyholder and the broker of record, 90, 60 and 30 days before the policy ends. */
export const RENEWAL_NOTICE_MAIL: MailTemplate = {
  pt: {
    subject: 'A apólice {number} de {company} termina em {days} dias',
    body: 'Olá.\n\nA apólice {number} ({insurer}) de {company} termina em {end}. Para renovar sem intervalo na cobertura, revise o questionário do ano passado, já preenchido: responda só o que mudou. A nova apólice começa no dia em que esta termina e mantém a data de retroatividade. Comece pelo link abaixo.',
  },
  en: {
    subject: 'Policy {number} of {company} ends in {days} days',
    body: "Hello.\n\nPolicy {number} ({insurer}) of {company} ends on {end}. To renew without a gap in cover, review last year's questionnaire, already filled in: answer only what changed. The new policy starts the day this one ends and keeps the retroactive date. Start with the link below.",
  },
  es: {
    subject: 'La póliza {number} de {company} termina en {days} días',
    body: 'Hola.\n\nLa póliza {number} ({insurer}) de {company} termina el {end}. Para renovar sin interrupción de la cobertura, revise el cuestionario del año pasado, ya completado: responda solo lo que cambió. La nueva póliza empieza el día en que esta termina y mantiene la fecha de retroactividad. Empiece con el enlace de abajo.',
  },
};

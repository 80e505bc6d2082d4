import type { Language } from '@platform/domain';

/** The landing's words (`/` for a guest), pt (default), en and es. Product names come from `@platform/i18n`, the sign-in link's
 * words from the sign-in form's. */
export const landingMessages = {
  pt: {
    'landing.title': 'Seguro para a sua empresa, da cotação à apólice',
    'landing.lead':
      'D&O, responsabilidade profissional e seguro cibernético para empresas do Brasil, México, Colômbia e Estados Unidos. Responda um questionário, compare as propostas e assine online.',
    'landing.createAccount': 'Criar conta',
    'landing.products': 'Seguros',
    'landing.D_AND_O': 'Protege o patrimônio de diretores e administradores em processos por atos de gestão.',
    'landing.E_AND_O': 'Cobre erros e omissões nos serviços profissionais que a sua empresa presta aos clientes.',
    'landing.CYBER':
      'Resposta a incidentes, vazamento de dados e interrupção dos negócios, com avaliação de segurança.',
    'landing.brokers': 'É corretor de seguros?',
    'landing.registerBrokerage': 'Cadastre sua corretora',
  },
  en: {
    'landing.title': 'Insurance for your company, from quote to policy',
    'landing.lead':
      'D&O, professional liability and cyber insurance for companies in Brazil, Mexico, Colombia and the United States. Answer one questionnaire, compare the quotes and sign online.',
    'landing.createAccount': 'Create account',
    'landing.products': 'Insurance',
    'landing.D_AND_O': 'Protects directors and officers against claims over their management decisions.',
    'landing.E_AND_O': 'Covers errors and omissions in the professional services your company provides to clients.',
    'landing.CYBER': 'Incident response, data breaches and business interruption, with a security assessment.',
    'landing.brokers': 'Are you an insurance broker?',
    'landing.registerBrokerage': 'Register your brokerage',
  },
  es: {
    'landing.title': 'Seguro para su empresa, de la cotización a la póliza',
    'landing.lead':
      'D&O, responsabilidad profesional y seguro cibernético para empresas de Brasil, México, Colombia y Estados Unidos. Responda un cuestionario, compare las propuestas y firme en línea.',
    'landing.createAccount': 'Crear cuenta',
    'landing.products': 'Seguros',
    'landing.D_AND_O':
      'Protege el patrimonio de directores y administradores ante reclamos por sus decisiones de gestión.',
    'landing.E_AND_O': 'Cubre errores y omisiones en los servicios profesionales que su empresa presta a sus clientes.',
    'landing.CYBER': 'Respuesta a incidentes, fuga de datos e interrupción del negocio, con evaluación de seguridad.',
    'landing.brokers': '¿Es corredor de seguros?',
    'landing.registerBrokerage': 'Registre su correduría',
  },
} as const satisfies Record<Language, Record<string, string>>;

import { SIGN_UP_MESSAGES } from '@platform/domain/sign-up';
import type { Messages } from '@platform/i18n';

/** User type selection texts, and sign-up's (shared with the shell's slim sign-up page through `@platform/domain/sign-up`). */
export const signUpMessages: Messages = {
  pt: {
    ...SIGN_UP_MESSAGES.pt,
    'userType.title': 'Crie sua conta',
    'userType.question': 'Quem vai contratar o seguro?',
    'userType.company': 'Empresa',
    'userType.company.hint': 'Cadastro com a identificação fiscal da empresa ({taxId}).',
    'userType.individual': 'Pessoa física',
    'userType.individual.hint': 'Cadastro com a sua identificação fiscal pessoal ({taxId}).',
    'userType.country': 'País',
    'userType.continue': 'Continuar',
  },
  en: {
    ...SIGN_UP_MESSAGES.en,
    'userType.title': 'Create your account',
    'userType.question': 'Who is buying the insurance?',
    'userType.company': 'Company',
    'userType.company.hint': "Sign up with the company's tax id ({taxId}).",
    'userType.individual': 'Individual',
    'userType.individual.hint': 'Sign up with your personal tax id ({taxId}).',
    'userType.country': 'Country',
    'userType.continue': 'Continue',
  },
  es: {
    ...SIGN_UP_MESSAGES.es,
    'userType.title': 'Cree su cuenta',
    'userType.question': '¿Quién contratará el seguro?',
    'userType.company': 'Empresa',
    'userType.company.hint': 'Registro con la identificación fiscal de la empresa ({taxId}).',
    'userType.individual': 'Persona física',
    'userType.individual.hint': 'Registro con su identificación fiscal personal ({taxId}).',
    'userType.country': 'País',
    'userType.continue': 'Continuar',
  },
};

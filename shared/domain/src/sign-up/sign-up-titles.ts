import type { Language } from '../locale';

/**
 * The sign-up screen's headings, in one place for both that paint them: onboarding's sign-up page,
 * and the shell's first paint of `/auth/sign-up` (which imports this file alone, before any remote
 * has loaded, so the heading does not wait for onboarding's code).
 */
export const SIGN_UP_TITLES = {
  pt: { 'signUp.titleCompany': 'Cadastro da empresa', 'signUp.titleIndividual': 'Cadastro de pessoa física' },
  en: { 'signUp.titleCompany': 'Company sign-up', 'signUp.titleIndividual': 'Individual sign-up' },
  es: { 'signUp.titleCompany': 'Registro de empresa', 'signUp.titleIndividual': 'Registro de persona física' },
} as const satisfies Record<Language, Record<string, string>>;

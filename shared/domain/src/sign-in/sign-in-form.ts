import type { Language } from '../locale';
import type { FieldProblem } from '../validation/field-problem';
import { emailProblem } from '../validation/email';

/**
 * The sign-in form's rule and words, in one place for both screens that show it: the shell's slim
 * sign-in page (the guest landing, which imports this file alone so the rest of the domain does not
 * come with it) and onboarding's `SignInPage` (its standalone host and any path the full shell owns).
 */

/** What sign-in checks before asking: an e-mail that looks like one, and a password at all (no policy: it may be old). */
export function signInProblems(values: { email: string; password: string }): FieldProblem[] {
  const email = emailProblem(values.email);
  return [
    ...(email ? [{ field: 'email', code: email } as const] : []),
    ...(values.password ? [] : [{ field: 'password', code: 'REQUIRED' } as const]),
  ];
}

/** The message id of a sign-in field problem with words of its own; the catalogue's text for the rest. */
export const signInMessage = ({ field, code }: FieldProblem) =>
  code === 'REQUIRED' ? `signIn.${field}Required` : undefined;

/** The sign-in form's texts, pt (default), en and es. */
export const SIGN_IN_MESSAGES = {
  pt: {
    'signIn.forgotPassword': 'Esqueci minha senha',
    'signIn.continueWithGoogle': 'Continuar com Google',
    'signIn.title': 'Entrar',
    'signIn.starting': 'Abrindo o login...',
    'signIn.email': 'E-mail',
    'signIn.password': 'Senha',
    'signIn.submit': 'Entrar',
    'signIn.emailRequired': 'O e-mail é obrigatório',
    'signIn.passwordRequired': 'A senha é obrigatória',
    'signIn.createAccount': 'Ainda não tem conta? Cadastre-se',
    'signIn.startAgain': 'Começar novamente',
  },
  en: {
    'signIn.forgotPassword': 'Forgot my password',
    'signIn.continueWithGoogle': 'Continue with Google',
    'signIn.title': 'Sign in',
    'signIn.starting': 'Opening sign-in...',
    'signIn.email': 'Email',
    'signIn.password': 'Password',
    'signIn.submit': 'Sign in',
    'signIn.emailRequired': 'Email is required',
    'signIn.passwordRequired': 'Password is required',
    'signIn.createAccount': "Don't have an account? Sign up",
    'signIn.startAgain': 'Start again',
  },
  es: {
    'signIn.forgotPassword': 'Olvidé mi contraseña',
    'signIn.continueWithGoogle': 'Continuar con Google',
    'signIn.title': 'Iniciar sesión',
    'signIn.starting': 'Abriendo el inicio de sesión...',
    'signIn.email': 'Correo electrónico',
    'signIn.password': 'Contraseña',
    'signIn.submit': 'Iniciar sesión',
    'signIn.emailRequired': 'El correo es obligatorio',
    'signIn.passwordRequired': 'La contraseña es obligatoria',
    'signIn.createAccount': '¿No tiene cuenta? Regístrese',
    'signIn.startAgain': 'Comenzar de nuevo',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type SignInMessageId = keyof (typeof SIGN_IN_MESSAGES)['pt'];

import type { ErrorCode, FieldProblem, Language } from '@platform/domain';
// Single files of the shared packages (their `exports`), not their index.
import { SIGN_IN_MESSAGES } from '@platform/domain/sign-in';
import { SIGN_UP_MESSAGES, signUpMessage } from '@platform/domain/sign-up';
import { isErrorCode } from './call-api';

type Texts = (typeof SIGN_UP_MESSAGES)['pt'];

/** The words of the page in one language, `{name}` placeholders filled; `error` gives the catalogue's in it. */
export function textsOf(language: Language, error: (code: ErrorCode) => string) {
  const texts: Record<string, string> = {
    ...SIGN_UP_MESSAGES[language],
    'signIn.continueWithGoogle': SIGN_IN_MESSAGES[language]['signIn.continueWithGoogle'],
  };
  const text = (id: keyof Texts | 'signIn.continueWithGoogle', values: Record<string, string | number> = {}) =>
    texts[id]!.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
  return {
    text,
    error,
    problem: (problem: FieldProblem | undefined) => {
      if (!problem) return undefined;
      const id = signUpMessage(problem);
      if (id && texts[id]) return texts[id];
      return error(isErrorCode(problem.code) ? problem.code : 'VALIDATION_FAILED');
    },
  };
}

import type { ErrorCode, FieldProblem, Language } from '@platform/domain';
// Single files of the shared packages (their `exports`), not their index.
import { ERROR_MESSAGES } from '@platform/domain/error-messages';
import { SIGN_IN_MESSAGES } from '@platform/domain/sign-in';
import { SIGN_UP_MESSAGES, signUpMessage } from '@platform/domain/sign-up';
import { isErrorCode } from './call-api';

type Texts = (typeof SIGN_UP_MESSAGES)['pt'];

/** The words of the page in one language; `{name}` placeholders filled. */
export function textsOf(language: Language) {
  const texts: Record<string, string> = {
    ...SIGN_UP_MESSAGES[language],
    'signIn.continueWithGoogle': SIGN_IN_MESSAGES[language]['signIn.continueWithGoogle'],
  };
  const text = (id: keyof Texts | 'signIn.continueWithGoogle', values: Record<string, string | number> = {}) =>
    texts[id]!.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
  return {
    text,
    error: (code: ErrorCode) => ERROR_MESSAGES[code][language],
    problem: (problem: FieldProblem | undefined) => {
      if (!problem) return undefined;
      const id = signUpMessage(problem);
      if (id && texts[id]) return texts[id];
      return isErrorCode(problem.code)
        ? ERROR_MESSAGES[problem.code][language]
        : ERROR_MESSAGES.VALIDATION_FAILED[language];
    },
  };
}

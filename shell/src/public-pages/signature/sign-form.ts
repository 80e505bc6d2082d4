import type { FieldProblem } from '@platform/domain';

export interface SignForm {
  code: string;
  name: string;
  consent: boolean;
}
export type SignField = keyof SignForm;
export const SIGN_FIELDS: SignField[] = ['code', 'name', 'consent'];

/** What is missing or wrong before signing: the 6-digit code, the typed name, the consent. */
export const signProblems = (values: SignForm): FieldProblem[] => [
  ...(/^\s*\d{6}\s*$/.test(values.code)
    ? []
    : [{ field: 'code', code: values.code.trim() ? 'INVALID' : 'REQUIRED' } as const]),
  ...(values.name.trim() ? [] : [{ field: 'name', code: 'REQUIRED' } as const]),
  ...(values.consent ? [] : [{ field: 'consent', code: 'REQUIRED' } as const]),
];

/** The page's word for a problem of the form's own rules; a refusal's code is the catalogue's. */
export const problemMessageId = (problem: FieldProblem) =>
  problem.code === 'REQUIRED' || problem.code === 'INVALID'
    ? (`signature.${problem.field as SignField}.required` as const)
    : null;

/** The body of POST /v3/signatures/{token}/sign: the code as typed, without spaces around it. */
export const signBody = (values: SignForm) => ({ code: values.code.trim(), name: values.name, consent: true as const });

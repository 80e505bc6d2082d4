// `@platform/remote-kit/forms`: the form layer, which brings react-hook-form. A module-federation
// singleton of its own (shared/build-preset), so a page without a form never loads the library; the
// kit's entry keeps what forms use without it (FormError, the leave guard, the form texts).
export { usePlatformForm, type PlatformFormOptions } from './use-platform-form';
export {
  domainRulesResolver,
  messageIdOf,
  serverFieldProblems,
  toFieldErrors,
  type ProblemMessage,
} from './field-problems';
// The few react-hook-form pieces a form needs beyond the hook: remotes take them from here, so the
// library is loaded once, inside this shared module.
export { Controller, useFieldArray, useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
export { InvitationForm, invitationFormProblems, type Invitation, type InvitationValues } from './invitation-form';

export { usePlatformForm, type PlatformFormOptions } from './use-platform-form';
export {
  domainRulesResolver,
  messageIdOf,
  serverFieldProblems,
  toFieldErrors,
  type ProblemMessage,
} from './field-problems';
export { LeaveGuardProvider, createLeaveGuard, useLeaveGuard, type LeaveGuard } from './leave-guard';
export { FormError } from './form-error';
export { formMessages, withFormMessages } from './form-messages';
// The few react-hook-form pieces a form needs beyond the hook: remotes take them from here, so the
// library is loaded once, inside the shared remote kit.
export { Controller, useFieldArray, useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
export { InvitationForm, invitationFormProblems, type Invitation, type InvitationValues } from './invitation-form';

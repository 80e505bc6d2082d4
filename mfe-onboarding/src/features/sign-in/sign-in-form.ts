// The form's rule and message ids are the domain's, shared with the shell's slim sign-in page.
export { signInMessage, signInProblems } from '@platform/domain';

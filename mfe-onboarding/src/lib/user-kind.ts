/** Who signs up, from `?type=` (or the old `?user_type=`): the sign-up form's own reading, shared with the shell's slim page. */
export { signUpKindFrom as kindFrom } from '@platform/domain/sign-up';

/**
 * `@platform/domain/sign-up`: the sign-up form's rules and words, for the shell's slim sign-up
 * page and onboarding's `SignUpPage`. Only single files are reached from here (no `../index`), so
 * a page importing this subpath does not bring the whole domain.
 */
export * from './sign-up-form';
export * from './sign-up-messages';
export * from './sign-up-titles';
export { DEFAULT_TAX_ID_TYPE, taxIdTypesFor, type TaxIdType, type PersonType } from '../tax-id/tax-id-types';
export { maskTaxId } from '../tax-id/tax-id-mask';
export { PASSWORD_MIN_LENGTH } from '../validation/password';
export { isCountry, type Country } from '../locale';

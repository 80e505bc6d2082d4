export * from './tax-id-types';
export * from './tax-id';
export * from './tax-id-mask';
export { cnpjCheckDigits } from './check-digits';

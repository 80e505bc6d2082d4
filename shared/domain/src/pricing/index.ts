export * from './checkout-summary';
export * from './underwriting-reasons';

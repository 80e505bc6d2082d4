export * from './checkout-summary';
export * from './underwriting-reasons';
export * from './quote-status-machine';
export * from './checkout-status-machine';
export * from './checkout-fields';
export * from './underwriting-desk';
export * from './quote-terms';
export * from './broker-commission';

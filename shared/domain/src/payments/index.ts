export * from './policy-status-machine';
export * from './in-force';
export * from './pix-br-code';
export * from './boleto';
export * from './clabe';
export * from './aba-routing';
export * from './country-payment-methods';
export * from './bank-transfer';

export * from './checkout-summary';

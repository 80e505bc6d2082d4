export * from './country-rules';
export * from './country-checkout';

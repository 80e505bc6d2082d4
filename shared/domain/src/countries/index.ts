export * from './country-rules';
export * from './country-checkout';
export * from './instalment-charge';

export * from './country-rules';
export * from './country-checkout';
export * from './coverage-limits';
export * from './revenue-bands';
export * from './desk-charges';
export * from './instalment-charge';

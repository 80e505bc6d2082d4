export * from '@platform/domain/country-rules';
export * from '@platform/domain/country-checkout';
export * from './coverage-limits';
export * from './revenue-bands';
export * from './desk-charges';
export * from './instalment-charge';

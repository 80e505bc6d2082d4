// The underwriting engine and the instant decision on a finished questionnaire (docs/underwriting.md).
export { decideSubmission, formOutcome, LIMIT_AMOUNTS, QUOTE_VALIDITY_DAYS } from './decide-submission';
export { evaluate, premiumFor, suggestedOptions, type QuoteOption, type UnderwritingResult } from './engine';
export { default } from './desk-routes';

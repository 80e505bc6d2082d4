// The underwriting engine and the instant decision on a finished questionnaire (docs/underwriting.md).
export { decideSubmission, formOutcome, limitColumn, QUOTE_VALIDITY_DAYS, termsColumns } from './decide-submission';
export { ratingConfigFor } from './rating-config';
export { evaluate, premiumFor, suggestedOptions, type QuoteOption, type UnderwritingResult } from './engine';
export { default } from './desk-routes';

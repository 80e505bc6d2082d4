import { plusYears } from '../business-date/business-date';

/** The policy's end: one year after its start (YYYY-MM-DD); a policy starting on 29 February ends on 28 February. */
export const policyEndDate = (startDate: string): string => plusYears(startDate, 1);

// The demo's fixed ids and its dates, counted from the day the seed runs (in Brazil: the demo accounts' country).
import { businessToday, plusDays } from '@platform/domain';

/** A fixed uuid per demo record, so the seed is idempotent and the demo stable across restarts. */
export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const day = 24 * 60 * 60 * 1000;
/** A date `offset` days from the seed run's day in Brazil, as YYYY-MM-DD. */
export const dateFrom = (now: Date, offset: number) => plusDays(businessToday('br', now), offset);

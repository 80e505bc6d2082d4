import type { IntlShape } from 'react-intl';
import { daysLeft, deadlineState, type DeadlineState } from '@platform/domain';

/** The legal deadline of a desk case in words ("3 days left", "2 days overdue") with its state, for the desk screens. */
export function deadlineText(
  intl: IntlShape,
  deadline: string,
  now = new Date(),
): { text: string; state: DeadlineState } {
  const due = new Date(deadline);
  const state = deadlineState(due, now);
  const days = daysLeft(due, now);
  return {
    state,
    text:
      state === 'OVERDUE'
        ? intl.formatMessage({ id: 'desk.overdue' }, { days: Math.max(1, -days) })
        : intl.formatMessage({ id: 'desk.daysLeft' }, { days }),
  };
}

/** The badge tone of a deadline state: overdue in red, due soon in amber. */
export const DEADLINE_TONES = { ON_TIME: 'neutral', DUE_SOON: 'warning', OVERDUE: 'danger' } as const;

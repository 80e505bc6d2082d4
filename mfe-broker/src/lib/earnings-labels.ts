import type { IntlShape } from 'react-intl';
import type { CommissionLineStatus, Currency, FiscalNoteStatus, Locale } from '@platform/domain';
import { formatCurrency, formatMonth } from '@platform/i18n';
import type { StatusTone } from '@platform/ui';

/** What each commission line's status means to the broker: paid is done, overdue is owed to them. */
export const LINE_TONES: Record<CommissionLineStatus, StatusTone> = {
  AWAITING_PREMIUM: 'neutral',
  EXPECTED: 'info',
  OVERDUE: 'danger',
  PAID: 'success',
  CANCELLED: 'neutral',
};

/** A fiscal note waits on the broker (pending, needs action) or on operations (waiting approval). */
export const NOTE_TONES: Record<FiscalNoteStatus, StatusTone> = {
  PENDING: 'warning',
  WAITING_APPROVAL: 'info',
  APPROVED: 'success',
  NEEDS_ACTION: 'danger',
};

/** An amount of the API ("900.00", never a float on the wire) in the user's locale. */
export const money = (amount: string, currency: string, locale: Locale) =>
  formatCurrency(Number(amount), currency as Currency, locale);

/** "2026-03" as the month's name ("março de 2026"), in the user's locale. */
export const monthName = (month: string, locale: Locale) => formatMonth(month, locale);

/** A statement's name: its month, and "correction N" for the month's later ones. */
export const statementName = (intl: IntlShape, locale: Locale, statement: { period: string; sequence: number }) =>
  statement.sequence > 1
    ? intl.formatMessage(
        { id: 'earnings.statement.correction' },
        { month: monthName(statement.period, locale), sequence: statement.sequence - 1 },
      )
    : monthName(statement.period, locale);

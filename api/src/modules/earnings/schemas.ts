// Request and response shapes of the earnings routes (docs/broker-earnings.md). Money as strings
// of the currency's major unit ("900.00"), computed in cents by @platform/domain.
import { Type } from 'typebox';
import {
  COMMISSION_LINE_STATUSES,
  CURRENCIES,
  FISCAL_NOTE_REASON_MAX,
  FISCAL_NOTE_STATUSES,
  PRODUCTS,
} from '@platform/domain';
import { IsoDate, IsoDateTime, MultilineText, Nullable, Uuid, Version } from '../../lib/schemas';

const Money = Type.String({
  description: 'An amount in the currency’s major unit, e.g. "900.00" (negative: a clawback).',
});
const Month = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' });

const CurrencyCode = Type.Enum([...CURRENCIES], { description: 'ISO 4217: the policy’s currency.' });

/** One currency's totals: a brokerage never sees reais and pesos added together. */
const Totals = {
  currency: CurrencyCode,
  expected: Money,
  paid: Money,
  outstanding: Money,
  overdue: Money,
  clawback: Money,
};

export const EarningsLine = Type.Object(
  {
    key: Type.String(),
    kind: Type.Enum(['COMMISSION', 'CLAWBACK']),
    instalment: Nullable(Type.Integer()),
    month: Nullable(Month),
    currency: CurrencyCode,
    amount: Money,
    due_on: Nullable(IsoDate),
    status: Type.Enum([...COMMISSION_LINE_STATUSES]),
  },
  { title: 'EarningsLine' },
);

export const BrokerEarnings = Type.Object(
  {
    today: IsoDate,
    totals: Type.Array(Type.Object(Totals)),
    months: Type.Array(Type.Object({ month: Month, ...Totals })),
    policies: Type.Array(
      Type.Object({
        policy_id: Uuid,
        policy_number: Type.String(),
        product: Type.Enum([...PRODUCTS]),
        currency: CurrencyCode,
        lines: Type.Array(EarningsLine),
      }),
    ),
  },
  { title: 'BrokerEarnings' },
);

export const StatementLine = Type.Object({
  key: Type.String(),
  kind: Type.Enum(['COMMISSION', 'CLAWBACK']),
  policy_number: Type.String(),
  product: Type.Enum([...PRODUCTS]),
  instalment: Nullable(Type.Integer()),
  month: Month,
  amount: Money,
});

export const FiscalNote = Type.Object({
  id: Uuid,
  format: Type.Enum(['XML', 'PDF']),
  file_name: Type.String(),
  number: Nullable(Type.String()),
  amount: Nullable(Money),
  issuer_tax_id: Nullable(Type.String()),
  sent_at: IsoDateTime,
});

export const CommissionStatement = Type.Object(
  {
    id: Uuid,
    broker_id: Uuid,
    broker_name: Type.String(),
    period: Month,
    sequence: Type.Integer({ description: '1 for the month’s statement, 2 and more for its corrections.' }),
    currency: Type.String(),
    amount: Money,
    lines: Type.Array(StatementLine),
    note_status: Type.Enum([...FISCAL_NOTE_STATUSES]),
    note_reason: Nullable(Type.String()),
    note: Nullable(FiscalNote),
    paid_at: Nullable(IsoDateTime),
    version: Type.Integer(),
    created_at: IsoDateTime,
  },
  { title: 'CommissionStatement' },
);

export const StatementList = Type.Object(
  { items: Type.Array(CommissionStatement) },
  { title: 'CommissionStatementList' },
);

export const IssueStatementBody = Type.Object(
  { broker_id: Uuid, period: Month },
  { title: 'IssueCommissionStatement', additionalProperties: false },
);

export const FiscalNoteQuery = Type.Object({
  file_name: Type.String({ minLength: 1, maxLength: 200 }),
  version: Version,
});

export const NoteDecisionBody = Type.Object(
  {
    decision: Type.Enum(['APPROVE', 'ASK_ACTION']),
    reason: Type.Optional(MultilineText(FISCAL_NOTE_REASON_MAX)),
    version: Version,
  },
  { title: 'FiscalNoteDecision', additionalProperties: false },
);

export const VersionBody = Type.Object(
  { version: Version },
  { title: 'CommissionPayment', additionalProperties: false },
);

export const StatementListQuery = Type.Object({
  note_status: Type.Optional(Type.Enum([...FISCAL_NOTE_STATUSES])),
});

// What the API answers about a policy.
import { Type } from 'typebox';
import { COUNTRIES, PAYMENT_METHODS, PAYMENT_STATUSES, POLICY_STATUSES, PRODUCTS } from '@platform/domain';
import { IsoDate, IsoDateTime, Money, Nullable, Uuid, Version } from '../../lib/schemas';

export const Policy = Type.Object(
  {
    id: Type.String(),
    account_id: Type.String(),
    product: Type.Enum([...PRODUCTS]),
    insurer: Type.String(),
    policy_number: Type.String(),
    status: Type.Enum([...POLICY_STATUSES]),
    effective_date: IsoDate,
    expiry_date: IsoDate,
    coverage_limit: Money,
    currency: Type.String(),
    created_at: IsoDateTime,
    // Issued from a checkout (issue 12); null on older policies.
    quote_id: Nullable(Type.String()),
    checkout_id: Nullable(Type.String()),
    retention: Nullable(Type.String()),
    gross_premium: Nullable(Money),
    total_premium: Nullable(Money),
    instalments: Type.Array(
      Type.Object(
        // iof: Brazil's ("0.00" elsewhere); tax: the country's premium tax inside the amount (IOF, IVA).
        { number: Type.Integer(), due_date: IsoDate, amount: Money, iof: Money, tax: Money },
        { title: 'PolicyInstalment' },
      ),
    ),
    issued_at: Nullable(IsoDateTime),
  },
  { title: 'Policy' },
);

export const Invoice = Type.Object(
  {
    id: Type.String(),
    policy_id: Type.String(),
    account_id: Type.String(),
    instalment: Type.Integer({ description: '1 for the first instalment' }),
    number: Type.String({ description: 'The invoice number: the policy number and the instalment' }),
    due_date: IsoDate,
    amount: Money,
    iof: Money,
    tax: Money,
    currency: Type.String(),
    status: Type.Enum([...PAYMENT_STATUSES], { description: 'IN_QUEUE is shown as pending' }),
    paid_at: Nullable(IsoDateTime),
    payment_method: Nullable(Type.Enum([...PAYMENT_METHODS])),
    version: Type.Integer({ description: 'Send it back when recording a payment; a stale one is refused with 409.' }),
  },
  { title: 'Invoice' },
);

/** An open invoice in the operations queue, with its policy and account. */
export const OperationsInvoice = Type.Object(
  {
    ...Invoice.properties,
    policy_number: Type.String(),
    policy_status: Type.Enum([...POLICY_STATUSES]),
    product: Type.Enum([...PRODUCTS]),
    company_name: Type.String(),
    // Where the account is: operations read a Mexican instalment as Mexico's, in pesos (issue 28).
    country: Type.Enum([...COUNTRIES]),
  },
  { title: 'OperationsInvoice' },
);

/** PENDING also lists IN_QUEUE; LATE also lists DELAYED; none lists every open invoice. */
export const OperationsInvoiceQuery = Type.Object({ status: Type.Optional(Type.Enum(['PENDING', 'LATE'])) });

export const InvoiceParams = Type.Object({ id: Uuid, invoiceId: Uuid });

export const RecordPaymentBody = Type.Object(
  {
    version: Version,
    method: Type.Enum([...PAYMENT_METHODS]),
    paid_on: Type.Optional(IsoDate),
  },
  { title: 'RecordPaymentBody' },
);

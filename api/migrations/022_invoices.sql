-- Invoices (docs/payments.md): one row per instalment of an issued policy, written with the policy
-- (same transaction) and backfilled below for policies issued before this table. The status is
-- PAYMENT_STATUSES of shared/domain (payments/policy-status-machine.ts): PENDING (IN_QUEUE while a
-- gateway processes a payment), LATE after the due date, DELAYED once the 15 days' notice before
-- cancelling ran out, PAID. Versioned: recording a payment on a stale version is refused (409).
CREATE TABLE invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  policy_id uuid NOT NULL REFERENCES policies(id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  instalment integer NOT NULL CHECK (instalment BETWEEN 1 AND 12),
  number text NOT NULL UNIQUE,
  due_date date NOT NULL,
  amount numeric(16, 2) NOT NULL,
  iof numeric(16, 2) NOT NULL,
  currency text NOT NULL DEFAULT 'BRL',
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PAID', 'PENDING', 'LATE', 'DELAYED', 'IN_QUEUE')),
  paid_at timestamptz,
  -- How it was paid (BOLETO, CARD, DEBIT, PIX) and who said so: the provider's name and reference.
  payment_method text CHECK (payment_method IN ('BOLETO', 'CARD', 'DEBIT', 'PIX')),
  payment_provider text,
  payment_reference text,
  recorded_by uuid REFERENCES users(id) ON DELETE SET NULL,
  late_notice_sent_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (policy_id, instalment)
);
CREATE INDEX invoices_open_due ON invoices (due_date) WHERE status <> 'PAID';
CREATE INDEX invoices_account ON invoices (account_id);

-- Policies issued before this migration: their instalments become invoices (pending; the weekly
-- payments.sync job marks the ones past due).
INSERT INTO invoices (policy_id, account_id, instalment, number, due_date, amount, iof, currency)
SELECT p.id, p.account_id, (item->>'number')::integer,
       p.policy_number || '-' || lpad(item->>'number', 2, '0'),
       (item->>'due_date')::date, (item->>'amount')::numeric, (item->>'iof')::numeric, p.currency
  FROM policies p, jsonb_array_elements(p.instalments) AS item
 WHERE jsonb_array_length(p.instalments) > 0
ON CONFLICT DO NOTHING;

-- Checkout, e-signature and issuance (issue 12, docs/checkout.md). A checkout holds what the
-- customer fills in for one selected quote option and the figures the API computed from it (the
-- browser's are never stored); one open checkout per account and product. A signature request is
-- the mailed link to the legal signatory, with the one-time code and, once signed, the evidence
-- and the signed document. A policy remembers the checkout it was issued from (one at most).
CREATE TABLE checkouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  quote_id uuid NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
  product text NOT NULL,
  status text NOT NULL DEFAULT 'DRAFT'
    CHECK (status IN ('DRAFT', 'PENDING_SIGNATURE', 'SIGNED', 'ISSUED', 'REPLACED')),
  start_date date NOT NULL,
  end_date date NOT NULL,
  signer_type text NOT NULL CHECK (signer_type IN ('LEGAL_REPRESENTATIVE', 'ATTORNEY')),
  signer_name text NOT NULL,
  signer_email text NOT NULL,
  admin_name text NOT NULL,
  admin_email text NOT NULL,
  instalments integer NOT NULL CHECK (instalments BETWEEN 1 AND 7),
  currency text NOT NULL DEFAULT 'BRL',
  gross_premium numeric(16, 2) NOT NULL,
  iof numeric(16, 2) NOT NULL,
  interest numeric(16, 2) NOT NULL,
  total_premium numeric(16, 2) NOT NULL,
  instalment_amount numeric(16, 2) NOT NULL,
  broker_id uuid REFERENCES brokers(id) ON DELETE SET NULL,
  commission_rate numeric(5, 4),
  broker_commission numeric(16, 2),
  language text NOT NULL DEFAULT 'pt',
  version integer NOT NULL DEFAULT 1,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One open checkout per product and account: a concurrent second one fails here and the API answers the first.
CREATE UNIQUE INDEX checkouts_open_per_product ON checkouts (account_id, product)
  WHERE status IN ('DRAFT', 'PENDING_SIGNATURE', 'SIGNED');
CREATE INDEX checkouts_quote ON checkouts (quote_id);

CREATE TABLE signature_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  checkout_id uuid NOT NULL REFERENCES checkouts(id) ON DELETE CASCADE,
  -- The checkout version sent: a request for an older version is void.
  checkout_version integer NOT NULL,
  provider text NOT NULL DEFAULT 'builtin',
  provider_reference text,
  token_hash text NOT NULL UNIQUE,
  signer_name text NOT NULL,
  signer_email text NOT NULL,
  language text NOT NULL DEFAULT 'pt',
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SIGNED', 'VOIDED')),
  expires_at timestamptz NOT NULL,
  -- The proposal as the signatory was shown it, and its SHA-256.
  proposal_document bytea NOT NULL,
  proposal_sha256 text NOT NULL,
  code_hash text,
  code_expires_at timestamptz,
  code_attempts integer NOT NULL DEFAULT 0,
  codes_sent integer NOT NULL DEFAULT 0,
  signed_at timestamptz,
  signed_name text,
  signer_ip text,
  signer_user_agent text,
  signed_document bytea,
  signed_sha256 text,
  voided_at timestamptz,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX signature_requests_checkout ON signature_requests (checkout_id);
-- At most one signature in force per checkout.
CREATE UNIQUE INDEX signature_requests_signed ON signature_requests (checkout_id) WHERE status = 'SIGNED';

ALTER TABLE policies ADD COLUMN quote_id uuid REFERENCES quotes(id) ON DELETE SET NULL;
ALTER TABLE policies ADD COLUMN checkout_id uuid UNIQUE REFERENCES checkouts(id) ON DELETE SET NULL;
ALTER TABLE policies ADD COLUMN retention text;
ALTER TABLE policies ADD COLUMN gross_premium numeric(16, 2);
ALTER TABLE policies ADD COLUMN total_premium numeric(16, 2);
-- [{ number, due_date, amount, iof }] in the policy's currency.
ALTER TABLE policies ADD COLUMN instalments jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE policies ADD COLUMN issued_at timestamptz;

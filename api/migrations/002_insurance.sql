-- The customer's insurance data: questionnaires, quotes, policies, claims, cyber reports.
CREATE TABLE application_forms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'INITIAL' CHECK (status IN (
    'INITIAL', 'IPAF_IN_PROGRESS', 'PENDING_REVIEW', 'EXPIRED', 'IPAF_EXPIRED', 'QUOTING', 'QUOTE_READY', 'REJECTED', 'APPROVED', 'CLOSED',
    'CURRENT_POLICY', 'CURRENT_QUOTING', 'BEING_QUOTED', 'CURRENT_POLICY_ANOTHER_BROKER', 'EMPTY')),
  products text[] NOT NULL DEFAULT '{}',
  -- Optimistic concurrency: a write must name the version it read (stale writes get 409).
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_forms_account_idx ON application_forms (account_id);

CREATE TABLE quotes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  application_form_id uuid REFERENCES application_forms (id) ON DELETE SET NULL,
  product text NOT NULL CHECK (product IN ('D_AND_O', 'E_AND_O', 'CYBER')),
  insurer text,
  coverage_limit numeric(16, 2),
  gross_premium numeric(16, 2),
  currency text NOT NULL DEFAULT 'BRL',
  status text NOT NULL CHECK (status IN ('SEARCHING', 'AVAILABLE', 'BEING_ISSUED', 'EXPIRED')),
  recommended boolean NOT NULL DEFAULT false,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quotes_account_idx ON quotes (account_id);

CREATE TABLE policies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  product text NOT NULL CHECK (product IN ('D_AND_O', 'E_AND_O', 'CYBER')),
  insurer text NOT NULL,
  policy_number text NOT NULL,
  status text NOT NULL CHECK (status IN ('ACTIVE', 'CREATED', 'EXPIRED', 'PENDING_INITIAL_PAYMENT')),
  effective_date date NOT NULL,
  expiry_date date NOT NULL,
  coverage_limit numeric(16, 2) NOT NULL,
  currency text NOT NULL DEFAULT 'BRL',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX policies_account_idx ON policies (account_id);

CREATE TABLE claims (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  policy_id uuid REFERENCES policies (id) ON DELETE SET NULL,
  protocol_number text NOT NULL UNIQUE,
  type text NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'IN_PROGRESS', 'REJECTED', 'APPROVED')),
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX claims_account_idx ON claims (account_id);

CREATE TABLE cyber_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  report_date date NOT NULL,
  score integer NOT NULL CHECK (score BETWEEN 0 AND 100),
  vulnerability_count integer NOT NULL DEFAULT 0,
  risk_level text NOT NULL CHECK (risk_level IN ('LOW', 'MEDIUM', 'HIGH')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cyber_reports_account_idx ON cyber_reports (account_id);

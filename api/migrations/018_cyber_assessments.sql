-- Cyber assessments end to end (issue 13): the customer's request (plan, domain and its proof of
-- control, schedule), the findings of each report and the customer's false-positive disputes.
-- The statuses are the tables of shared/domain/src/cyber/cyber-status-machines.ts.
CREATE TABLE cyber_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
  plan text NOT NULL CHECK (plan IN ('LITE', 'PLUS')),
  main_domain text NOT NULL,
  activity text NOT NULL CHECK (activity IN ('HEALTH', 'FINANCIAL_SERVICES', 'MANUFACTURING', 'OTHER')),
  employees integer NOT NULL CHECK (employees BETWEEN 1 AND 10000000),
  revenue_band text NOT NULL CHECK (revenue_band IN ('UNDER_250K', 'FROM_250K_TO_1M', 'FROM_1M_TO_5M', 'OVER_5M')),
  language text NOT NULL DEFAULT 'pt' CHECK (language IN ('pt', 'en', 'es')),
  status text NOT NULL DEFAULT 'PENDING_VERIFICATION'
    CHECK (status IN ('PENDING_VERIFICATION', 'SCHEDULED', 'CANCELLED')),
  verification_token text NOT NULL,
  domain_verified_at timestamptz,
  domain_proof text CHECK (domain_proof IN ('DNS', 'FILE', 'OPERATIONS')),
  last_check_at timestamptz,
  next_assessment_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cyber_requests_account_idx ON cyber_requests (account_id);
CREATE INDEX cyber_requests_due_idx ON cyber_requests (next_assessment_at) WHERE status = 'SCHEDULED';

ALTER TABLE cyber_reports ADD COLUMN request_id uuid REFERENCES cyber_requests (id) ON DELETE SET NULL;
ALTER TABLE cyber_reports ADD COLUMN status text NOT NULL DEFAULT 'PUBLISHED'
  CHECK (status IN ('DRAFT', 'PUBLISHED', 'UNDER_REVIEW'));
ALTER TABLE cyber_reports ADD COLUMN language text NOT NULL DEFAULT 'pt' CHECK (language IN ('pt', 'en', 'es'));
ALTER TABLE cyber_reports ADD COLUMN summary text NOT NULL DEFAULT '';
ALTER TABLE cyber_reports ADD COLUMN published_by uuid REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE cyber_reports ADD COLUMN version integer NOT NULL DEFAULT 1;

CREATE TABLE cyber_findings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  report_id uuid NOT NULL REFERENCES cyber_reports (id) ON DELETE CASCADE,
  position integer NOT NULL,
  severity text NOT NULL CHECK (severity IN ('LOW', 'MEDIUM', 'HIGH', 'CRITICAL')),
  port integer CHECK (port BETWEEN 0 AND 65535),
  service text NOT NULL,
  title text NOT NULL,
  advice text NOT NULL,
  dispute_status text NOT NULL DEFAULT 'NONE' CHECK (dispute_status IN ('NONE', 'DISPUTED', 'ACCEPTED', 'REJECTED')),
  dispute_reason text,
  disputed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  disputed_at timestamptz,
  ruling_note text,
  ruled_by uuid REFERENCES users (id) ON DELETE SET NULL,
  ruled_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (report_id, position)
);
CREATE INDEX cyber_findings_disputed_idx ON cyber_findings (dispute_status) WHERE dispute_status = 'DISPUTED';

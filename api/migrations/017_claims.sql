-- Claims end to end (issue 13): what the customer reports, the timeline of every status change and
-- message, the documents, the legal deadline to decide (insurance-model.md section 3) and a version
-- (a stale write is refused with 409 STALE_VERSION). The statuses are
-- shared/domain/src/claims/claim-status-machine.ts.
ALTER TABLE claims ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE claims ADD COLUMN occurred_on date;
ALTER TABLE claims ADD COLUMN learned_on date;
ALTER TABLE claims ADD COLUMN contact_name text NOT NULL DEFAULT '';
ALTER TABLE claims ADD COLUMN contact_email text NOT NULL DEFAULT '';
ALTER TABLE claims ADD COLUMN contact_phone text NOT NULL DEFAULT '';
-- Claims-made: where the report fell against the policy period (WITHIN_PERIOD,
-- WITHIN_EXTENDED_REPORTING, OUTSIDE); OUTSIDE is taken with a warning, never refused.
ALTER TABLE claims ADD COLUMN claims_made_window text;
-- The day the insurer must decide by: 30 days after the report, plus the days a request for
-- information stayed unanswered (the clock stops while documents are outstanding).
ALTER TABLE claims ADD COLUMN decision_due_on date;
-- An open request for information (the claim stays IN_PROGRESS): when it was asked, null when none.
ALTER TABLE claims ADD COLUMN information_requested_at timestamptz;
ALTER TABLE claims ADD COLUMN decision text;
ALTER TABLE claims ADD COLUMN decided_at timestamptz;
ALTER TABLE claims ADD COLUMN reported_by uuid REFERENCES users (id) ON DELETE SET NULL;
-- The key the form sends with a report: the same report sent twice (a double click, a retry) is one claim.
ALTER TABLE claims ADD COLUMN request_key uuid;
ALTER TABLE claims ADD CONSTRAINT claims_request_key_unique UNIQUE (account_id, request_key);

CREATE SEQUENCE IF NOT EXISTS claim_protocol_seq;

CREATE TABLE claim_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  claim_id uuid NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
  -- REPORTED, or an event of the state machine (START_ANALYSIS, REQUEST_INFORMATION, ADD_INFORMATION, APPROVE, REJECT).
  event text NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'IN_PROGRESS', 'REJECTED', 'APPROVED')),
  actor text NOT NULL CHECK (actor IN ('CUSTOMER', 'OPERATIONS')),
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  message text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX claim_events_claim_idx ON claim_events (claim_id, created_at);

CREATE TABLE claim_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  claim_id uuid NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('application/pdf', 'image/png', 'image/jpeg')),
  size integer NOT NULL,
  content bytea NOT NULL,
  actor text NOT NULL CHECK (actor IN ('CUSTOMER', 'OPERATIONS')),
  uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX claim_files_claim_idx ON claim_files (claim_id);

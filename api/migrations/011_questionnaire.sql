-- The application questionnaire (issue 11, docs/questionnaire.md): answers live on the form as one
-- JSON document keyed by question id, with the definition versions they were given under. Every
-- save leaves a row in application_form_changes (who, when, which questions, the values), which is
-- both the audit and what a stale save is merged against.
ALTER TABLE application_forms ADD COLUMN answers jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE application_forms ADD COLUMN definition_versions jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE application_forms ADD COLUMN finished_at timestamptz;

CREATE TABLE application_form_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  form_id uuid NOT NULL REFERENCES application_forms(id) ON DELETE CASCADE,
  -- The form version this save produced.
  version integer NOT NULL,
  questions text[] NOT NULL,
  changes jsonb NOT NULL,
  user_id uuid REFERENCES users(id),
  share_id uuid,
  event text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_form_changes_form ON application_form_changes (form_id, version);

-- Links that open one form to a guest without an account (shared-ipaf/index?token=).
CREATE TABLE application_form_shares (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  form_id uuid NOT NULL REFERENCES application_forms(id) ON DELETE CASCADE,
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_by uuid NOT NULL REFERENCES users(id),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  last_used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_form_shares_form ON application_form_shares (form_id);

-- A finished form handed to underwriting (issue 12 consumes these rows).
CREATE TABLE underwriting_submissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  form_id uuid NOT NULL REFERENCES application_forms(id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts(id),
  products text[] NOT NULL,
  definition_versions jsonb NOT NULL,
  answers jsonb NOT NULL,
  status text NOT NULL DEFAULT 'WAITING',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX underwriting_submissions_status ON underwriting_submissions (status, created_at);

-- The underwriting desk (issue 12): an option written by hand may add policy fees (its terms are
-- 014's columns), and every desk decision (publish, decline) is a row of underwriting_decisions:
-- who, when, which product, what the case was before and after.
ALTER TABLE quotes ADD COLUMN fees numeric(16, 2);

CREATE TABLE underwriting_decisions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  submission_id uuid NOT NULL REFERENCES underwriting_submissions(id) ON DELETE CASCADE,
  product text NOT NULL,
  action text NOT NULL CHECK (action IN ('PUBLISH', 'DECLINE')),
  user_id uuid NOT NULL REFERENCES users(id),
  before jsonb NOT NULL,
  after jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX underwriting_decisions_submission ON underwriting_decisions (submission_id, created_at);

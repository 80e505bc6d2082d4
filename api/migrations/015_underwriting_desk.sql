-- The underwriting desk writes quote options by hand (issue 12): besides limit, retention and
-- premium, an option carries fees, coverages, sublimits, exclusions, subjectivities (a condition
-- with its due point, before or after binding), the retroactive date, the territorial scope and
-- the insurance code (SUSEP process). Every desk decision (publish, decline) is a row of
-- underwriting_decisions: who, when, which product, what the case was before and after.
ALTER TABLE quotes ADD COLUMN fees numeric(16, 2);
ALTER TABLE quotes ADD COLUMN coverages jsonb;
ALTER TABLE quotes ADD COLUMN sublimits jsonb;
ALTER TABLE quotes ADD COLUMN exclusions jsonb;
ALTER TABLE quotes ADD COLUMN subjectivities jsonb;
ALTER TABLE quotes ADD COLUMN retroactive_date date;
ALTER TABLE quotes ADD COLUMN territorial_scope text;
ALTER TABLE quotes ADD COLUMN insurance_code text;

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

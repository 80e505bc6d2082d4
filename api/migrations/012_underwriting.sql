-- Underwriting decides a finished questionnaire at once (issue 12): each product is quoted,
-- referred to a person or declined, with the reasons and the rating version kept.
ALTER TABLE underwriting_submissions ADD COLUMN results jsonb;
ALTER TABLE underwriting_submissions ADD COLUMN decided_at timestamptz;
ALTER TABLE quotes ADD COLUMN retention text;
ALTER TABLE quotes ADD COLUMN config_version text;
ALTER TABLE quotes ADD COLUMN submission_id uuid REFERENCES underwriting_submissions(id);

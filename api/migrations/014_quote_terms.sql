-- What a quote option covers and asks for, its selection and the evidence the customer uploads
-- against its subjectivities (issue 12; codes in shared/domain/src/pricing/quote-terms.ts).
ALTER TABLE quotes ADD COLUMN coverages jsonb NOT NULL DEFAULT '[]';
ALTER TABLE quotes ADD COLUMN sublimits jsonb NOT NULL DEFAULT '[]';
ALTER TABLE quotes ADD COLUMN exclusions jsonb NOT NULL DEFAULT '[]';
ALTER TABLE quotes ADD COLUMN subjectivities jsonb NOT NULL DEFAULT '[]';
ALTER TABLE quotes ADD COLUMN territorial_scope text;
ALTER TABLE quotes ADD COLUMN retroactive_date date;
ALTER TABLE quotes ADD COLUMN insurance_code text;
ALTER TABLE quotes ADD COLUMN selected_at timestamptz;
ALTER TABLE quotes ADD COLUMN selected_by uuid REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX quotes_expiry_idx ON quotes (expires_at) WHERE status IN ('AVAILABLE', 'SELECTED');

CREATE TABLE quote_evidence (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  quote_id uuid NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
  subjectivity text NOT NULL,
  file_name text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('application/pdf', 'image/png', 'image/jpeg')),
  size integer NOT NULL,
  content bytea NOT NULL,
  uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quote_evidence_quote_idx ON quote_evidence (quote_id);

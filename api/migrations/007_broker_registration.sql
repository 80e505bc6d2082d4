-- Broker signup and register (issue 3): what a brokerage answers step by step while it waits for
-- approval, its bank account, its documents, and the operations decision.
ALTER TABLE brokers
  ADD COLUMN country text NOT NULL DEFAULT 'br' CHECK (country IN ('br', 'mx', 'co', 'us')),
  ADD COLUMN tax_id_type text NOT NULL DEFAULT 'CNPJ',
  ADD COLUMN address_detail text,
  ADD COLUMN neighborhood text,
  ADD COLUMN state text,
  -- Tax registry responses (taxation data, editable later in broker/edit-profile).
  ADD COLUMN tax_regime text CHECK (tax_regime IN ('SIMPLES_NACIONAL', 'LUCRO_PRESUMIDO', 'LUCRO_REAL', 'MEI')),
  ADD COLUMN municipal_registration text,
  ADD COLUMN iss_withheld boolean,
  -- Regulator (SUSEP) registry response as the broker answers it: nothing is looked up outside.
  ADD COLUMN regulator_registration text,
  ADD COLUMN regulator_status text CHECK (regulator_status IN ('ACTIVE', 'SUSPENDED', 'CANCELLED')),
  -- Register steps the broker has saved (progress survives reloads and other devices).
  ADD COLUMN completed_steps text[] NOT NULL DEFAULT '{}',
  ADD COLUMN submitted_at timestamptz,
  ADD COLUMN decided_at timestamptz,
  ADD COLUMN decision_reason text;

-- Existing brokers were approved before registration existed: nothing for them to fill in.
UPDATE brokers SET submitted_at = created_at WHERE status <> 'PENDING_APPROVAL';

-- Where commissions are paid. One account per broker; only the broker (not invited colleagues) sees it.
CREATE TABLE broker_bank_accounts (
  broker_id uuid PRIMARY KEY REFERENCES brokers (id) ON DELETE CASCADE,
  bank_code text NOT NULL,
  branch text NOT NULL,
  account_number text NOT NULL,
  account_type text NOT NULL CHECK (account_type IN ('CHECKING', 'SAVINGS')),
  holder_name text NOT NULL,
  holder_tax_id text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Documents kept in the database: one backup and one copy procedure cover them, on PGlite and
-- PostgreSQL alike. Files are small (5 MB at most, BROKER_FILE_MAX_BYTES).
CREATE TABLE broker_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  broker_id uuid NOT NULL REFERENCES brokers (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('REGULATOR_CERTIFICATE', 'PROOF_OF_ADDRESS', 'BANK_PROOF')),
  file_name text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('application/pdf', 'image/png', 'image/jpeg')),
  size integer NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX broker_files_broker_idx ON broker_files (broker_id);

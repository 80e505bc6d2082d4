-- Company profile (spec section 3: Company and address), edited by the account administrator in
-- dashboard/profile; and who invited a pending member (team members, spec section 2).
ALTER TABLE accounts
  ADD COLUMN name text NOT NULL DEFAULT '',
  -- Every address the company gave ("add another URL"); `website` keeps the first one for the
  -- screens that show a single site (broker company detail, /v3/me).
  ADD COLUMN websites text[] NOT NULL DEFAULT '{}',
  -- "I don't have a website": a deliberate answer, not a blank left for later.
  ADD COLUMN no_website boolean NOT NULL DEFAULT false,
  ADD COLUMN total_employees integer CHECK (total_employees >= 0),
  ADD COLUMN capital_raised numeric(17, 2) CHECK (capital_raised >= 0),
  ADD COLUMN financing_obtained boolean,
  ADD COLUMN annual_revenue_band text CHECK (annual_revenue_band IN ('UNDER_250K', 'FROM_250K_TO_1M', 'FROM_1M_TO_5M', 'OVER_5M')),
  ADD COLUMN activity text CHECK (activity IN (
    'DATA_PROCESSING', 'SOFTWARE_DEVELOPMENT_INTERNAL', 'SOFTWARE_DEVELOPMENT_THIRD_PARTY', 'CONSULTING_PLANNING',
    'SYSTEM_INSTALLATION_MAINTENANCE', 'WEBSITE_DEVELOPMENT', 'WEB_HOSTING', 'E_COMMERCE', 'TRAINING_EDUCATION',
    'PAYMENT_PROCESSING', 'HARDWARE_DEVELOPMENT', 'HARDWARE_MAINTENANCE', 'OTHERS')),
  ADD COLUMN main_domain text,
  ADD COLUMN start_of_operations date,
  ADD COLUMN address_street text NOT NULL DEFAULT '',
  ADD COLUMN address_number text NOT NULL DEFAULT '',
  ADD COLUMN address_detail text NOT NULL DEFAULT '',
  ADD COLUMN address_neighborhood text NOT NULL DEFAULT '',
  ADD COLUMN address_city text NOT NULL DEFAULT '',
  ADD COLUMN address_state text NOT NULL DEFAULT '',
  ADD COLUMN address_zip_code text NOT NULL DEFAULT '',
  -- Optimistic concurrency for the profile: a save names the version it read (stale: 409).
  ADD COLUMN profile_version integer NOT NULL DEFAULT 1;

UPDATE accounts SET websites = ARRAY[website] WHERE website IS NOT NULL AND website <> '';

-- A pending membership is an invitation: who sent it (their language is the mail's) and when.
ALTER TABLE memberships
  ADD COLUMN invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN invited_at timestamptz;

-- Users, customer accounts (tenants), brokers and who belongs to what.
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash text,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  locale text NOT NULL DEFAULT 'pt-BR',
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'PENDING_CONFIRMATION', 'DISABLED', 'PASSWORD_RESET_REQUIRED')),
  external_subject text UNIQUE,
  -- Operations staff (back office) are users with this flag, not a membership: they belong to no tenant.
  is_operations boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('company', 'individual')),
  country text NOT NULL DEFAULT 'br' CHECK (country IN ('br', 'mx', 'co', 'us')),
  tax_id_type text NOT NULL,
  tax_id text NOT NULL,
  legal_name text NOT NULL,
  website text,
  billing_email text,
  owner_email text,
  user_kam text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (country, tax_id_type, tax_id)
);

CREATE TABLE memberships (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('ACCOUNT_ADMIN', 'TEAM_MEMBER', 'BROKER_CUSTOMER')),
  status text NOT NULL DEFAULT 'ENABLED' CHECK (status IN ('PENDING', 'ENABLED', 'DISABLED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, account_id)
);
CREATE INDEX memberships_account_idx ON memberships (account_id);

CREATE TABLE brokers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  legal_name text NOT NULL,
  name text NOT NULL,
  tax_id text NOT NULL UNIQUE,
  email text NOT NULL UNIQUE,
  city text,
  address text,
  address_number text,
  postal_code text,
  phone text,
  website text,
  status text NOT NULL DEFAULT 'PENDING_APPROVAL' CHECK (status IN ('PENDING_APPROVAL', 'APPROVED', 'REFUSED')),
  needs_bank_info boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE broker_users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  broker_id uuid NOT NULL REFERENCES brokers (id) ON DELETE CASCADE,
  user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('BROKER', 'BROKER_INVITED')),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One broker of record per account: the unique account_id is the rule.
CREATE TABLE broker_customers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  broker_id uuid NOT NULL REFERENCES brokers (id) ON DELETE CASCADE,
  account_id uuid NOT NULL UNIQUE REFERENCES accounts (id) ON DELETE CASCADE,
  customer_name text,
  assessment_status text NOT NULL DEFAULT 'NO_ASSESSMENT' CHECK (assessment_status IN ('NO_ASSESSMENT', 'IN_PROGRESS', 'COMPLETED')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX broker_customers_broker_idx ON broker_customers (broker_id);

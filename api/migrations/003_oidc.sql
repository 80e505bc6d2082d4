-- What the embedded OpenID provider keeps. Everything lives here, never in process memory, so
-- any number of API instances can serve /oidc behind a load balancer.

-- One row per provider artefact (session, interaction, grant, code, refresh token...).
CREATE TABLE oidc_payloads (
  id text NOT NULL,
  type text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (id, type)
);
CREATE INDEX oidc_payloads_grant_idx ON oidc_payloads (grant_id);
CREATE INDEX oidc_payloads_uid_idx ON oidc_payloads (uid);
CREATE INDEX oidc_payloads_user_code_idx ON oidc_payloads (user_code);
CREATE INDEX oidc_payloads_expires_idx ON oidc_payloads (expires_at);

-- Signing keys (private JWKs) and cookie-signing secrets, created by the first instance to start.
CREATE TABLE oidc_secrets (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('signing_key', 'cookie_key')),
  value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

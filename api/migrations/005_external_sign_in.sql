-- Google sign-in in progress: what the callback must check (state, nonce, PKCE verifier) and which
-- login interaction of the embedded provider it finishes. Rows live ten minutes and are used once.
CREATE TABLE external_sign_ins (
  state_hash text PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('google')),
  interaction_uid text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX external_sign_ins_expires_idx ON external_sign_ins (expires_at);

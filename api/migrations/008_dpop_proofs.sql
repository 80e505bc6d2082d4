-- DPoP proofs the API accepted, so a captured proof cannot be sent again (RFC 9449, section 11.1).
-- In the database, not in process memory, so every API instance refuses a replay seen by another.
CREATE TABLE dpop_proofs (
  id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX dpop_proofs_expires_idx ON dpop_proofs (expires_at);

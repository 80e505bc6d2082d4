-- Counters every API instance shares (nothing of this kind lives in one process's memory):
-- request budgets per key and window (rate limits), and failed sign-ins per account, which
-- delay further attempts progressively instead of locking the account.
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_window_idx ON rate_limit_hits (window_ends_at);

CREATE TABLE sign_in_failures (
  email text PRIMARY KEY,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL
);

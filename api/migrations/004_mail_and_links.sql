-- Mail the product sends goes through this outbox first: a delivery worker sends it over SMTP
-- when one is configured; otherwise the development mailbox (/v3/dev/mailbox) shows it.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_email text NOT NULL,
  template text NOT NULL,
  locale text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  -- The one action the mail asks for (confirm, reset, accept): shown as a button in the mailbox.
  link text,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'FAILED')),
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX mail_outbox_pending_idx ON mail_outbox (created_at) WHERE status = 'PENDING';

-- Single-use links sent by mail: e-mail confirmation, password reset, invitation acceptance.
-- Only a hash is stored, so a database copy cannot be turned into working links.
CREATE TABLE account_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  purpose text NOT NULL CHECK (purpose IN ('EMAIL_CONFIRMATION', 'PASSWORD_RESET', 'INVITATION')),
  token_hash text NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id uuid REFERENCES accounts (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_links_user_idx ON account_links (user_id, purpose);

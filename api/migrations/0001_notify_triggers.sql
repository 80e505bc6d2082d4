-- Custom migration (drizzle-kit generate --custom): the functions and triggers drizzle cannot
-- express. Written by hand; docs/database.md says what belongs here.

-- Who a caller is (lib/auth/principal.ts) is cached by each API instance for a few seconds
-- (lib/auth/principal-cache.ts). Every change to what a principal is made of tells every instance
-- at commit, whatever code made it: `principal_changed` carries `user:<id>`, `account:<id>` or
-- `broker:<id>`, and each instance forgets the callers that name it.
CREATE OR REPLACE FUNCTION notify_principal_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  kind text := CASE TG_TABLE_NAME WHEN 'accounts' THEN 'account' WHEN 'brokers' THEN 'broker' ELSE 'user' END;
  old_key text;
  new_key text;
BEGIN
  -- One statement per table shape: a record's field is looked up only when its statement runs.
  IF TG_TABLE_NAME IN ('memberships', 'broker_users') THEN
    IF TG_OP <> 'INSERT' THEN old_key := OLD.user_id::text; END IF;
    IF TG_OP <> 'DELETE' THEN new_key := NEW.user_id::text; END IF;
  ELSE
    IF TG_OP <> 'INSERT' THEN old_key := OLD.id::text; END IF;
    IF TG_OP <> 'DELETE' THEN new_key := NEW.id::text; END IF;
  END IF;
  IF old_key IS NOT NULL THEN
    PERFORM pg_notify('principal_changed', kind || ':' || old_key);
  END IF;
  IF new_key IS NOT NULL AND new_key IS DISTINCT FROM old_key THEN
    PERFORM pg_notify('principal_changed', kind || ':' || new_key);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint

-- A new user or account is nobody's cached principal yet; a new membership or broker link is.
CREATE TRIGGER users_principal_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_principal_changed();
--> statement-breakpoint
CREATE TRIGGER accounts_principal_changed AFTER UPDATE OR DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION notify_principal_changed();
--> statement-breakpoint
CREATE TRIGGER brokers_principal_changed AFTER UPDATE OR DELETE ON brokers
  FOR EACH ROW EXECUTE FUNCTION notify_principal_changed();
--> statement-breakpoint
CREATE TRIGGER memberships_principal_changed AFTER INSERT OR UPDATE OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION notify_principal_changed();
--> statement-breakpoint
CREATE TRIGGER broker_users_principal_changed AFTER INSERT OR UPDATE OR DELETE ON broker_users
  FOR EACH ROW EXECUTE FUNCTION notify_principal_changed();
--> statement-breakpoint

-- A mail queued wakes the delivery job at once (lib/mail/delivery-job.ts) instead of a timer
-- polling the outbox in every API instance.
CREATE OR REPLACE FUNCTION notify_mail_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mail_outbox', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER mail_outbox_queued AFTER INSERT ON mail_outbox
  FOR EACH STATEMENT EXECUTE FUNCTION notify_mail_outbox();

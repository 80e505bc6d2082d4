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

-- A new user or account is nobody's cached principal yet; a new membership or broker link is.
CREATE TRIGGER users_principal_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_principal_changed();
CREATE TRIGGER accounts_principal_changed AFTER UPDATE OR DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION notify_principal_changed();
CREATE TRIGGER brokers_principal_changed AFTER UPDATE OR DELETE ON brokers
  FOR EACH ROW EXECUTE FUNCTION notify_principal_changed();
CREATE TRIGGER memberships_principal_changed AFTER INSERT OR UPDATE OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION notify_principal_changed();
CREATE TRIGGER broker_users_principal_changed AFTER INSERT OR UPDATE OR DELETE ON broker_users
  FOR EACH ROW EXECUTE FUNCTION notify_principal_changed();

-- Every API copy keeps the sessions it has checked in memory (issue 16 §1). These triggers tell
-- all of them, through NOTIFY kosh_auth at commit, when a session or its user changes in a way that
-- must take effect at once: a revoked or deleted session ('s:<id>'), a user whose role changes or
-- who is deleted ('u:<id>'). They fire whoever makes the change: the app, a CLI or an operator.
CREATE FUNCTION kosh_auth_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('kosh_auth', 's:' || OLD.id::text);
  ELSE
    PERFORM pg_notify('kosh_auth', 'u:' || OLD.id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
     OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
     OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION kosh_auth_notify();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_deleted AFTER DELETE ON sessions FOR EACH ROW
  EXECUTE FUNCTION kosh_auth_notify();
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.public_id IS DISTINCT FROM NEW.public_id)
  EXECUTE FUNCTION kosh_auth_notify();
--> statement-breakpoint
CREATE TRIGGER users_auth_deleted AFTER DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION kosh_auth_notify();

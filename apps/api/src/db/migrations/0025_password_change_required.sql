ALTER TABLE "users" ADD COLUMN "password_temporary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "password_change_required" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- A session that stops (or starts) needing a new password must be read again by every API copy
-- that keeps it in memory: the trigger of 0020 also fires on this column.
DROP TRIGGER sessions_auth_changed ON sessions;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
     OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
     OR OLD.user_id IS DISTINCT FROM NEW.user_id
     OR OLD.password_change_required IS DISTINCT FROM NEW.password_change_required)
  EXECUTE FUNCTION kosh_auth_notify();

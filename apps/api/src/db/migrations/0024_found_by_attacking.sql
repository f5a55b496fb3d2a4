-- A replay of an Idempotency-Key sends the first answer's bytes again (Stripe's semantics). The
-- answer was kept as jsonb, which reorders an object's keys, so a replay's `params` came back in
-- another order. Keys answered before this migration keep their answer as jsonb's text (valid JSON
-- of the same answer) for the rest of their 24 hours.
ALTER TABLE "idempotency_keys" ADD COLUMN "response_body" text;
--> statement-breakpoint
UPDATE "idempotency_keys" SET "response_body" = "response"::text WHERE "response" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "response";
--> statement-breakpoint
-- A login throttled for a number is let through with an OTP texted to it (a step-up).
ALTER TABLE "otp_challenges" DROP CONSTRAINT "otp_challenges_purpose_check";--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_purpose_check" CHECK ("otp_challenges"."purpose" in ('signup', 'login'));
--> statement-breakpoint
-- Private files are recorded before their bytes are written; the owner's row claims its file in
-- its own transaction, whoever writes it, so a file left by a request killed before that commit
-- stays unclaimed and the orphan sweep removes it after a grace period.
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "stored_files_unclaimed_idx" ON "stored_files" USING btree ("created_at") WHERE "stored_files"."claimed_at" is null;--> statement-breakpoint
CREATE FUNCTION kosh_claim_stored_files() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  col text;
  file_key text;
BEGIN
  FOREACH col IN ARRAY TG_ARGV LOOP
    file_key := to_jsonb(NEW) ->> col;
    IF file_key IS NOT NULL THEN
      UPDATE stored_files SET claimed_at = now() WHERE key = file_key AND claimed_at IS NULL;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_requests_claim_files AFTER INSERT OR UPDATE ON wallet_requests FOR EACH ROW
  EXECUTE FUNCTION kosh_claim_stored_files('slip_path');
--> statement-breakpoint
CREATE TRIGGER support_attachments_claim_files AFTER INSERT OR UPDATE ON support_attachments
  FOR EACH ROW EXECUTE FUNCTION kosh_claim_stored_files('storage_key');
--> statement-breakpoint
CREATE TRIGGER kyc_submissions_claim_files AFTER INSERT OR UPDATE ON kyc_submissions FOR EACH ROW
  EXECUTE FUNCTION kosh_claim_stored_files('front_key', 'back_key');

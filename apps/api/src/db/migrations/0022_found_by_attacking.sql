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
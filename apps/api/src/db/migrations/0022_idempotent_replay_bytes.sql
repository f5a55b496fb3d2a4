-- A replay of an Idempotency-Key sends the first answer's bytes again (Stripe's semantics). The
-- answer was kept as jsonb, which reorders an object's keys, so a replay's `params` came back in
-- another order. Keys answered before this migration keep their answer as jsonb's text (valid JSON
-- of the same answer) for the rest of their 24 hours.
ALTER TABLE "idempotency_keys" ADD COLUMN "response_body" text;
--> statement-breakpoint
UPDATE "idempotency_keys" SET "response_body" = "response"::text WHERE "response" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "response";

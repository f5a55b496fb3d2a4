ALTER TABLE "idempotency_keys" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_token" uuid;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "wallet_requests" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_user_key_uq" ON "payment_orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_requests_user_key_uq" ON "wallet_requests" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_user_key_uq" ON "recharges" USING btree ("user_id","idempotency_key");--> statement-breakpoint
-- Claims made before leases existed: expired at once, so a retry can take them over.
UPDATE "idempotency_keys" SET "locked_until" = "created_at" WHERE "status" IS NULL;

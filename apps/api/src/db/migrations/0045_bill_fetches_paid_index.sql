-- Whether a bill was already paid is asked at every bill fetch and payment, by biller, number and
-- bill number across customers; with only the per-customer index it read the whole table, which
-- grows with every fetch. Both indexes hold only the fetches a payment came from.
CREATE INDEX "bill_fetches_paid_idx" ON "bill_fetches" USING btree ("operator_code","service_number","bill_number") WHERE "bill_fetches"."recharge_id" is not null;--> statement-breakpoint
CREATE INDEX "bill_fetches_recharge_idx" ON "bill_fetches" USING btree ("recharge_id") WHERE "bill_fetches"."recharge_id" is not null;

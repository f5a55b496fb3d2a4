ALTER TABLE "bill_fetches" DROP CONSTRAINT "bill_fetches_kind_check";--> statement-breakpoint
ALTER TABLE "recharges" DROP CONSTRAINT "recharges_kind_check";--> statement-breakpoint
ALTER TABLE "saved_payees" DROP CONSTRAINT "saved_payees_kind_check";--> statement-breakpoint
ALTER TABLE "biller_bill_fetches" ADD COLUMN "recharge_id" uuid;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "bbps_ref" text;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "biller_params" jsonb;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "provider_fetch_id" text;--> statement-breakpoint
ALTER TABLE "biller_bill_fetches" ADD CONSTRAINT "biller_bill_fetches_recharge_id_recharges_id_fk" FOREIGN KEY ("recharge_id") REFERENCES "public"."recharges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_fetches" ADD CONSTRAINT "bill_fetches_kind_check" CHECK ("bill_fetches"."kind" in ('mobile', 'dth', 'postpaid', 'electricity', 'gas', 'fastag', 'bbps'));--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_kind_check" CHECK ("recharges"."kind" in ('mobile', 'dth', 'postpaid', 'electricity', 'gas', 'fastag', 'bbps'));--> statement-breakpoint
ALTER TABLE "saved_payees" ADD CONSTRAINT "saved_payees_kind_check" CHECK ("saved_payees"."kind" in ('mobile', 'dth', 'postpaid', 'electricity', 'gas', 'fastag', 'bbps'));
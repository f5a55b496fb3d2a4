ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_status_check";--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "gateway_refund_id" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refunded_by" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refund_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refund_error" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_gateway_refund_id_unique" UNIQUE("gateway_refund_id");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_refunded_has_refund" CHECK ("payment_orders"."status" <> 'refunded' or ("payment_orders"."gateway_refund_id" is not null and "payment_orders"."refunded_at" is not null and "payment_orders"."credited_at" is null));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_refund_attempts_check" CHECK ("payment_orders"."refund_attempts" >= 0);--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_status_check" CHECK ("payment_orders"."status" in ('created', 'paid', 'failed', 'refund_due', 'refunded'));
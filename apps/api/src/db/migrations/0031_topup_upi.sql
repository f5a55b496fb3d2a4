ALTER TABLE "payment_orders" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "upi_id" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_payment_method_check" CHECK ("payment_orders"."payment_method" in ('card', 'upi', 'netbanking', 'wallet', 'other'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_upi_id_only_upi" CHECK ("payment_orders"."upi_id" is null or "payment_orders"."payment_method" = 'upi');
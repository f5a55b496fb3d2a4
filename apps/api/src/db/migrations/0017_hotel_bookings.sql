CREATE TABLE "hotel_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"itinerary_code" text NOT NULL,
	"trace_id" uuid NOT NULL,
	"hotel_id" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"room_rate_paise" bigint NOT NULL,
	"taxes_paise" bigint NOT NULL,
	"discount_paise" bigint DEFAULT 0 NOT NULL,
	"promo_code" text,
	"snapshot" jsonb NOT NULL,
	"idempotency_key" text,
	"ledger_transfer_id" uuid,
	"gateway_order_id" text,
	"gateway_payment_id" text,
	"supplier_booking_id" text,
	"supplier_status" text,
	"confirmation_number" text,
	"supplier_claimed_until" timestamp with time zone,
	"failure_reason" text,
	"refund_status" text DEFAULT 'none' NOT NULL,
	"refund_paise" bigint DEFAULT 0 NOT NULL,
	"penalty_paise" bigint DEFAULT 0 NOT NULL,
	"gateway_refund_id" text,
	"refund_attempts" integer DEFAULT 0 NOT NULL,
	"refund_claimed_until" timestamp with time zone,
	"refund_error" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "hotel_bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "hotel_bookings_gateway_order_id_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "hotel_bookings_gateway_payment_id_unique" UNIQUE("gateway_payment_id"),
	CONSTRAINT "hotel_bookings_supplier_booking_id_unique" UNIQUE("supplier_booking_id"),
	CONSTRAINT "hotel_bookings_gateway_refund_id_unique" UNIQUE("gateway_refund_id"),
	CONSTRAINT "hotel_bookings_status_check" CHECK ("hotel_bookings"."status" in ('awaiting_payment', 'processing', 'pending', 'confirmed', 'failed', 'cancelled', 'abandoned')),
	CONSTRAINT "hotel_bookings_method_check" CHECK ("hotel_bookings"."payment_method" in ('UPI', 'CREDIT_CARD', 'AMEX', 'DEBIT_CARD', 'NET_BANKING', 'EMI', 'WALLET', 'GOOGLE_PAY')),
	CONSTRAINT "hotel_bookings_refund_status_check" CHECK ("hotel_bookings"."refund_status" in ('none', 'due', 'refunded')),
	CONSTRAINT "hotel_bookings_amount_check" CHECK ("hotel_bookings"."amount_paise" >= 100),
	CONSTRAINT "hotel_bookings_fare_check" CHECK ("hotel_bookings"."amount_paise" = "hotel_bookings"."room_rate_paise" + "hotel_bookings"."taxes_paise" - "hotel_bookings"."discount_paise" and "hotel_bookings"."discount_paise" >= 0),
	CONSTRAINT "hotel_bookings_refund_check" CHECK ("hotel_bookings"."refund_paise" >= 0 and "hotel_bookings"."penalty_paise" >= 0 and "hotel_bookings"."refund_paise" + "hotel_bookings"."penalty_paise" <= "hotel_bookings"."amount_paise"),
	CONSTRAINT "hotel_bookings_dates_check" CHECK ("hotel_bookings"."check_out" > "hotel_bookings"."check_in"),
	CONSTRAINT "hotel_bookings_confirmed_has_supplier" CHECK ("hotel_bookings"."status" <> 'confirmed' or "hotel_bookings"."supplier_booking_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "hotel_supplier_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotel_itineraries" ADD COLUMN "selection" jsonb;--> statement-breakpoint
ALTER TABLE "hotel_itineraries" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "hotel_itineraries" ADD COLUMN "guests" jsonb;--> statement-breakpoint
ALTER TABLE "hotel_itineraries" ADD COLUMN "special_requests" text;--> statement-breakpoint
ALTER TABLE "hotel_itineraries" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_bookings_live_itinerary_uq" ON "hotel_bookings" USING btree ("itinerary_code") WHERE "hotel_bookings"."status" in ('awaiting_payment', 'processing', 'pending', 'confirmed');--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_bookings_user_key_uq" ON "hotel_bookings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "hotel_bookings_user_idx" ON "hotel_bookings" USING btree ("user_id","check_in");--> statement-breakpoint
CREATE INDEX "hotel_bookings_open_idx" ON "hotel_bookings" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "hotel_bookings_refund_due_idx" ON "hotel_bookings" USING btree ("refund_status","updated_at") WHERE "hotel_bookings"."refund_status" = 'due';
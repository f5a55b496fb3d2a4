CREATE TABLE "bill_fetches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"operator_code" text NOT NULL,
	"service_number" text NOT NULL,
	"customer_mobile" text,
	"customer_name" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"bill_number" text NOT NULL,
	"bill_date" text NOT NULL,
	"due_date" text NOT NULL,
	"option1" text DEFAULT '' NOT NULL,
	"option2" text DEFAULT '' NOT NULL,
	"recharge_id" uuid,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge_callback_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge_complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recharge_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"response" text DEFAULT '' NOT NULL,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recharge_complaints_recharge_id_unique" UNIQUE("recharge_id"),
	CONSTRAINT "recharge_complaints_status_check" CHECK ("recharge_complaints"."status" in ('Open', 'In progress', 'Resolved'))
);
--> statement-breakpoint
CREATE TABLE "recharges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"category" smallint NOT NULL,
	"operator_code" text NOT NULL,
	"operator_name" text NOT NULL,
	"number" text NOT NULL,
	"circle" text,
	"option1" text DEFAULT '' NOT NULL,
	"option2" text DEFAULT '' NOT NULL,
	"plan_id" text,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hold_transfer_id" uuid,
	"balance_after_paise" bigint NOT NULL,
	"provider_ref" text,
	"operator_ref" text,
	"provider_message" text,
	"settled_by" text,
	"settled_at" timestamp with time zone,
	"poll_count" integer DEFAULT 0 NOT NULL,
	"next_poll_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recharges_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "recharges_hold_transfer_id_unique" UNIQUE("hold_transfer_id"),
	CONSTRAINT "recharges_amount_positive" CHECK ("recharges"."amount_paise" > 0),
	CONSTRAINT "recharges_status_check" CHECK ("recharges"."status" in ('pending', 'success', 'failure')),
	CONSTRAINT "recharges_settled_check" CHECK (("recharges"."status" = 'pending') = ("recharges"."settled_at" is null))
);
--> statement-breakpoint
ALTER TABLE "bill_fetches" ADD CONSTRAINT "bill_fetches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_fetches" ADD CONSTRAINT "bill_fetches_recharge_id_recharges_id_fk" FOREIGN KEY ("recharge_id") REFERENCES "public"."recharges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_complaints" ADD CONSTRAINT "recharge_complaints_recharge_id_recharges_id_fk" FOREIGN KEY ("recharge_id") REFERENCES "public"."recharges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_complaints" ADD CONSTRAINT "recharge_complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_complaints" ADD CONSTRAINT "recharge_complaints_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_fetches_lookup_idx" ON "bill_fetches" USING btree ("user_id","operator_code","service_number");--> statement-breakpoint
CREATE INDEX "recharge_complaints_status_idx" ON "recharge_complaints" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "recharges_user_idx" ON "recharges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recharges_pending_idx" ON "recharges" USING btree ("status","next_poll_at");
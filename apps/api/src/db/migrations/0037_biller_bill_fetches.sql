CREATE TABLE "biller_bill_fetches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"biller_id" text NOT NULL,
	"params" jsonb NOT NULL,
	"provider_fetch_id" text NOT NULL,
	"customer_name" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"bill_number" text NOT NULL,
	"bill_date" text NOT NULL,
	"due_date" text NOT NULL,
	"extra_fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "biller_bill_fetches" ADD CONSTRAINT "biller_bill_fetches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biller_bill_fetches" ADD CONSTRAINT "biller_bill_fetches_biller_id_billers_id_fk" FOREIGN KEY ("biller_id") REFERENCES "public"."billers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "biller_bill_fetches_user_idx" ON "biller_bill_fetches" USING btree ("user_id","created_at");
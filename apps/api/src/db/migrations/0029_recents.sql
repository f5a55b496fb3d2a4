CREATE TABLE "saved_payees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"operator_code" text NOT NULL,
	"operator_name" text NOT NULL,
	"number" text NOT NULL,
	"option1" text DEFAULT '' NOT NULL,
	"option2" text DEFAULT '' NOT NULL,
	"circle" text,
	"customer_mobile" text,
	"name" text,
	"pinned" boolean DEFAULT false NOT NULL,
	"reminders_off" boolean DEFAULT false NOT NULL,
	"last_amount_paise" bigint NOT NULL,
	"last_plan_id" text,
	"last_paid_at" timestamp with time zone NOT NULL,
	"pay_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_payees_account_uq" UNIQUE("user_id","kind","operator_code","number","option1","option2"),
	CONSTRAINT "saved_payees_kind_check" CHECK ("saved_payees"."kind" in ('mobile', 'dth', 'postpaid', 'electricity', 'gas', 'fastag')),
	CONSTRAINT "saved_payees_amount_positive" CHECK ("saved_payees"."last_amount_paise" > 0),
	CONSTRAINT "saved_payees_pay_count_positive" CHECK ("saved_payees"."pay_count" > 0),
	CONSTRAINT "saved_payees_name_check" CHECK ("saved_payees"."name" is null or (char_length("saved_payees"."name") between 1 and 40))
);
--> statement-breakpoint
ALTER TABLE "saved_payees" ADD CONSTRAINT "saved_payees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_payees_list_idx" ON "saved_payees" USING btree ("user_id","kind","pinned","last_paid_at");
CREATE TABLE "payment_authorisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"payee" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"method" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_authorisations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "payment_authorisations_amount_check" CHECK ("payment_authorisations"."amount_paise" > 0),
	CONSTRAINT "payment_authorisations_method_check" CHECK ("payment_authorisations"."method" in ('pin', 'passkey'))
);
--> statement-breakpoint
CREATE TABLE "payment_pin_lock_clears" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"admin_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_pin_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_pin_resets_attempts_check" CHECK ("payment_pin_resets"."failed_attempts" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "payment_pins" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_pins_attempts_check" CHECK ("payment_pins"."failed_attempts" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "payment_authorisations" ADD CONSTRAINT "payment_authorisations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_pin_lock_clears" ADD CONSTRAINT "payment_pin_lock_clears_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_pin_lock_clears" ADD CONSTRAINT "payment_pin_lock_clears_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_pin_resets" ADD CONSTRAINT "payment_pin_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_pins" ADD CONSTRAINT "payment_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_authorisations_user_created_idx" ON "payment_authorisations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_pin_resets_user_created_idx" ON "payment_pin_resets" USING btree ("user_id","created_at");
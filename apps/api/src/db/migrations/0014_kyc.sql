CREATE TABLE "kyc_aadhaar_numbers" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"ciphertext" "bytea" NOT NULL,
	"iv" "bytea" NOT NULL,
	"tag" "bytea" NOT NULL,
	"key_version" integer NOT NULL,
	"last4" text NOT NULL,
	CONSTRAINT "kyc_aadhaar_numbers_iv_check" CHECK (octet_length("kyc_aadhaar_numbers"."iv") = 12),
	CONSTRAINT "kyc_aadhaar_numbers_tag_check" CHECK (octet_length("kyc_aadhaar_numbers"."tag") = 16),
	CONSTRAINT "kyc_aadhaar_numbers_last4_check" CHECK ("kyc_aadhaar_numbers"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "kyc_aadhaar_otp_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider_ref" text NOT NULL,
	"ciphertext" "bytea" NOT NULL,
	"iv" "bytea" NOT NULL,
	"tag" "bytea" NOT NULL,
	"key_version" integer NOT NULL,
	"last4" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_aadhaar_otp_sessions_tries_check" CHECK ("kyc_aadhaar_otp_sessions"."tries" between 0 and 5),
	CONSTRAINT "kyc_aadhaar_otp_sessions_iv_check" CHECK (octet_length("kyc_aadhaar_otp_sessions"."iv") = 12),
	CONSTRAINT "kyc_aadhaar_otp_sessions_tag_check" CHECK (octet_length("kyc_aadhaar_otp_sessions"."tag") = 16),
	CONSTRAINT "kyc_aadhaar_otp_sessions_last4_check" CHECK ("kyc_aadhaar_otp_sessions"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "kyc_aadhaar_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"admin_id" uuid NOT NULL,
	"side" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_aadhaar_views_side_check" CHECK ("kyc_aadhaar_views"."side" in ('front', 'back'))
);
--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"section" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"details" jsonb NOT NULL,
	"front_key" text,
	"back_key" text,
	"verified_name" text,
	"provider_ref" text,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "kyc_submissions_section_check" CHECK ("kyc_submissions"."section" in ('personal', 'pan', 'bank', 'aadhaar')),
	CONSTRAINT "kyc_submissions_method_check" CHECK ("kyc_submissions"."method" in ('online', 'offline')),
	CONSTRAINT "kyc_submissions_status_check" CHECK ("kyc_submissions"."status" in ('1', '2', '3')),
	CONSTRAINT "kyc_submissions_decided_check" CHECK (("kyc_submissions"."status" = '2') = ("kyc_submissions"."decided_at" is null)),
	CONSTRAINT "kyc_submissions_reason_check" CHECK ("kyc_submissions"."status" <> '3' or "kyc_submissions"."reason" is not null),
	CONSTRAINT "kyc_submissions_images_check" CHECK (case
        when "kyc_submissions"."section" = 'personal' then "kyc_submissions"."front_key" is null and "kyc_submissions"."back_key" is null
        when "kyc_submissions"."method" = 'online' then "kyc_submissions"."front_key" is null and "kyc_submissions"."back_key" is null
        when "kyc_submissions"."section" = 'aadhaar' then "kyc_submissions"."front_key" is not null and "kyc_submissions"."back_key" is not null
        else "kyc_submissions"."front_key" is not null and "kyc_submissions"."back_key" is null
      end)
);
--> statement-breakpoint
ALTER TABLE "kyc_aadhaar_numbers" ADD CONSTRAINT "kyc_aadhaar_numbers_submission_id_kyc_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."kyc_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_aadhaar_otp_sessions" ADD CONSTRAINT "kyc_aadhaar_otp_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_aadhaar_views" ADD CONSTRAINT "kyc_aadhaar_views_submission_id_kyc_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."kyc_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_aadhaar_views" ADD CONSTRAINT "kyc_aadhaar_views_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_aadhaar_otp_sessions_user_idx" ON "kyc_aadhaar_otp_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_aadhaar_views_submission_idx" ON "kyc_aadhaar_views" USING btree ("submission_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_submissions_current_uq" ON "kyc_submissions" USING btree ("user_id","section") WHERE "kyc_submissions"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "kyc_submissions_user_idx" ON "kyc_submissions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_submissions_status_idx" ON "kyc_submissions" USING btree ("status","created_at");
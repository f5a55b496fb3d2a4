CREATE TABLE "company_banks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"ifsc" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_banks_account_number_unique" UNIQUE("account_number")
);
--> statement-breakpoint
CREATE TABLE "user_banks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "user_banks_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "wallet_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_type" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"company_bank_name" text DEFAULT '' NOT NULL,
	"company_acc_number" text DEFAULT '' NOT NULL,
	"payment_date" date NOT NULL,
	"user_bank" text DEFAULT '' NOT NULL,
	"user_acc_no" text DEFAULT '' NOT NULL,
	"transaction_no" text NOT NULL,
	"remark" text NOT NULL,
	"slip_path" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"admin_remark" text DEFAULT '' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_requests_status_check" CHECK ("wallet_requests"."status" in (0, 1, 2)),
	CONSTRAINT "wallet_requests_amount_range" CHECK ("wallet_requests"."amount_paise" between 10000 and 10000000),
	CONSTRAINT "wallet_requests_decided" CHECK (("wallet_requests"."status" = 0) = ("wallet_requests"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "wallet_requests" ADD CONSTRAINT "wallet_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_requests" ADD CONSTRAINT "wallet_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_requests_live_transaction_uq" ON "wallet_requests" USING btree ("payment_type",lower("transaction_no")) WHERE "wallet_requests"."status" in (0, 1);--> statement-breakpoint
CREATE INDEX "wallet_requests_user_created_idx" ON "wallet_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_requests_status_created_idx" ON "wallet_requests" USING btree ("status","created_at");--> statement-breakpoint
INSERT INTO company_banks (bank_name, account_number, ifsc, position) VALUES
  ('HDFC Bank', '50200078451236', 'HDFC0000240', 0),
  ('ICICI Bank', '041205004512', 'ICIC0000412', 1),
  ('State Bank of India', '39871245603', 'SBIN0001234', 2)
ON CONFLICT (account_number) DO NOTHING;
--> statement-breakpoint
INSERT INTO user_banks (name) VALUES
  ('State Bank of India'), ('HDFC Bank'), ('ICICI Bank'), ('Axis Bank'), ('Kotak Mahindra Bank'),
  ('Punjab National Bank'), ('Bank of Baroda'), ('Canara Bank'), ('Union Bank of India'), ('Bank of India'),
  ('Indian Bank'), ('Central Bank of India'), ('Indian Overseas Bank'), ('UCO Bank'), ('Bank of Maharashtra'),
  ('Punjab & Sind Bank'), ('IndusInd Bank'), ('Yes Bank'), ('IDFC FIRST Bank'), ('Federal Bank'),
  ('South Indian Bank'), ('Karnataka Bank'), ('RBL Bank'), ('Bandhan Bank'), ('AU Small Finance Bank'),
  ('IDBI Bank'), ('City Union Bank'), ('Karur Vysya Bank'), ('Tamilnad Mercantile Bank'), ('DCB Bank')
ON CONFLICT (name) DO NOTHING;

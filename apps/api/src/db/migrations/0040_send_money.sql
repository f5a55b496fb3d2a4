CREATE TABLE "money_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_id" uuid NOT NULL,
	"payer_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"transfer_id" uuid,
	"idempotency_key" text,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_requests_amount_positive" CHECK ("money_requests"."amount_paise" > 0),
	CONSTRAINT "money_requests_not_self" CHECK ("money_requests"."requester_id" <> "money_requests"."payer_id"),
	CONSTRAINT "money_requests_status_check" CHECK ("money_requests"."status" in ('open', 'paid', 'declined')),
	CONSTRAINT "money_requests_paid_check" CHECK (("money_requests"."status" = 'paid') = ("money_requests"."transfer_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "outgoing_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"placed_by" uuid NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_by" uuid,
	"lifted_at" timestamp with time zone,
	CONSTRAINT "outgoing_holds_lifted_check" CHECK (("outgoing_holds"."lifted_at" is null) = ("outgoing_holds"."lifted_by" is null))
);
--> statement-breakpoint
CREATE TABLE "transfer_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"mobile" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"sender_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"money_request_id" uuid,
	"ledger_transfer_id" uuid NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transfers_reference_unique" UNIQUE("reference"),
	CONSTRAINT "wallet_transfers_amount_positive" CHECK ("wallet_transfers"."amount_paise" > 0),
	CONSTRAINT "wallet_transfers_not_self" CHECK ("wallet_transfers"."sender_id" <> "wallet_transfers"."receiver_id")
);
--> statement-breakpoint
CREATE TABLE "beneficiaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"own" boolean DEFAULT false NOT NULL,
	"account_number" text NOT NULL,
	"ifsc" text NOT NULL,
	"bank_name" text NOT NULL,
	"holder_name" text NOT NULL,
	"verification_ref" text,
	"provider_account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payout_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payout_id" uuid NOT NULL,
	"source" text NOT NULL,
	"provider_event_id" text,
	"status" text NOT NULL,
	"utr" text,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_events_provider_event_id_unique" UNIQUE("provider_event_id"),
	CONSTRAINT "payout_events_source_check" CHECK ("payout_events"."source" in ('create', 'webhook', 'fetch', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"pre_registered" boolean NOT NULL,
	"provider_payout_id" text,
	"utr" text,
	"failure_reason" text,
	"hold_transfer_id" uuid,
	"reversal_transfer_id" uuid,
	"idempotency_key" text,
	"next_check_at" timestamp with time zone,
	"checks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"final_at" timestamp with time zone,
	CONSTRAINT "payouts_provider_payout_id_unique" UNIQUE("provider_payout_id"),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_paise" > 0),
	CONSTRAINT "payouts_mode_check" CHECK ("payouts"."mode" in ('IMPS', 'NEFT')),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('created', 'queued', 'pending', 'processing', 'processed', 'rejected', 'failed', 'reversed')),
	CONSTRAINT "payouts_final_check" CHECK (("payouts"."status" in ('processed', 'rejected', 'failed', 'reversed')) = ("payouts"."final_at" is not null)),
	CONSTRAINT "payouts_reversal_check" CHECK (("payouts"."status" = 'reversed') = ("payouts"."reversal_transfer_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_transfer_id_wallet_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."wallet_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_holds" ADD CONSTRAINT "outgoing_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_holds" ADD CONSTRAINT "outgoing_holds_placed_by_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_holds" ADD CONSTRAINT "outgoing_holds_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_invites" ADD CONSTRAINT "transfer_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_events" ADD CONSTRAINT "payout_events_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "money_requests_requester_key_uq" ON "money_requests" USING btree ("requester_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "money_requests_requester_idx" ON "money_requests" USING btree ("requester_id","created_at");--> statement-breakpoint
CREATE INDEX "money_requests_payer_idx" ON "money_requests" USING btree ("payer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outgoing_holds_in_force_uq" ON "outgoing_holds" USING btree ("user_id") WHERE "outgoing_holds"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "transfer_invites_user_idx" ON "transfer_invites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "transfer_invites_mobile_idx" ON "transfer_invites" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transfers_sender_key_uq" ON "wallet_transfers" USING btree ("sender_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transfers_request_uq" ON "wallet_transfers" USING btree ("money_request_id");--> statement-breakpoint
CREATE INDEX "wallet_transfers_sender_idx" ON "wallet_transfers" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_transfers_receiver_idx" ON "wallet_transfers" USING btree ("receiver_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiaries_user_account_uq" ON "beneficiaries" USING btree ("user_id","account_number","ifsc") WHERE "beneficiaries"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiaries_user_own_uq" ON "beneficiaries" USING btree ("user_id") WHERE "beneficiaries"."own" and "beneficiaries"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "beneficiaries_user_idx" ON "beneficiaries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payout_events_payout_idx" ON "payout_events" USING btree ("payout_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_user_key_uq" ON "payouts" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_check_idx" ON "payouts" USING btree ("next_check_at") WHERE "payouts"."next_check_at" is not null;--> statement-breakpoint
-- Money on its way to customers' bank accounts: a system account of 16 shards, like the others.
INSERT INTO "ledger_accounts" ("code", "kind")
SELECT 'SYSTEM:PAYOUT_CLEARING' || CASE WHEN n = 0 THEN '' ELSE '#' || lpad(n::text, 2, '0') END, 'system'
  FROM generate_series(0, 15) AS n
ON CONFLICT ("code") DO NOTHING;

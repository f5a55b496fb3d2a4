CREATE TABLE "ledger_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"debit_account_id" uuid NOT NULL,
	"credit_account_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"code" text NOT NULL,
	"reference_type" text NOT NULL,
	"reference_id" text NOT NULL,
	"pending_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_pending_id_unique" UNIQUE("pending_id"),
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("ledger_transfers"."amount_paise" > 0),
	CONSTRAINT "ledger_transfers_distinct_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id"),
	CONSTRAINT "ledger_transfers_kind_check" CHECK ("ledger_transfers"."kind" in ('single', 'pending', 'post', 'void')),
	CONSTRAINT "ledger_transfers_pending_ref" CHECK (("ledger_transfers"."kind" in ('post', 'void')) = ("ledger_transfers"."pending_id" is not null)),
	CONSTRAINT "ledger_transfers_code_format" CHECK ("ledger_transfers"."code" ~ '^[A-Z][A-Z0-9_]*$')
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_idx" ON "ledger_transfers" USING btree ("debit_account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_idx" ON "ledger_transfers" USING btree ("credit_account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_reference_idx" ON "ledger_transfers" USING btree ("reference_type","reference_id");--> statement-breakpoint
-- Transfers are history: never rewritten, never deleted. A correction is a new transfer.
CREATE FUNCTION ledger_transfers_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_transfers is append-only (% refused)', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_update_delete BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_immutable();
--> statement-breakpoint
INSERT INTO ledger_accounts (code, kind) VALUES
  ('SYSTEM:PAYMENT_GATEWAY_CLEARING', 'system'),
  ('SYSTEM:BANK_CASH_CLEARING', 'system'),
  ('SYSTEM:PROVIDER_PAYABLE', 'system'),
  ('SYSTEM:HOTEL_SUPPLIER_PAYABLE', 'system'),
  ('SYSTEM:FEES', 'system')
ON CONFLICT (code) DO NOTHING;

CREATE TABLE "inbox_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "inbox_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"topic" text NOT NULL,
	"title_en" text,
	"title_hi" text,
	"body_en" text NOT NULL,
	"body_hi" text NOT NULL,
	"link_kind" text,
	"link_id" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_entries_topic" CHECK ("inbox_entries"."topic" in ('money', 'kyc', 'support', 'booking', 'account', 'notice')),
	CONSTRAINT "inbox_entries_link_kind" CHECK ("inbox_entries"."link_kind" is null or "inbox_entries"."link_kind" in ('receipt', 'booking', 'ticket', 'kyc', 'history', 'walletRequests', 'payBill')),
	CONSTRAINT "inbox_entries_title" CHECK (("inbox_entries"."title_en" is null) = ("inbox_entries"."title_hi" is null))
);
--> statement-breakpoint
ALTER TABLE "inbox_entries" ADD CONSTRAINT "inbox_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_entries_user_seq_idx" ON "inbox_entries" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "inbox_entries_unread_idx" ON "inbox_entries" USING btree ("user_id") WHERE "inbox_entries"."read_at" is null;--> statement-breakpoint
CREATE INDEX "inbox_entries_created_idx" ON "inbox_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inbox_entries_seq_idx" ON "inbox_entries" USING btree ("seq");
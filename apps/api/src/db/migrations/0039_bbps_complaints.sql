CREATE TABLE "bbps_complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recharge_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"provider_complaint_id" text NOT NULL,
	"status" text DEFAULT 'ASSIGNED' NOT NULL,
	"resolution" text,
	"tat_due_at" timestamp with time zone NOT NULL,
	"next_poll_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bbps_complaints_provider_complaint_id_unique" UNIQUE("provider_complaint_id"),
	CONSTRAINT "bbps_complaints_type_check" CHECK ("bbps_complaints"."type" in ('NOT_CREDITED', 'PAID_TWICE', 'WRONG_AMOUNT')),
	CONSTRAINT "bbps_complaints_status_check" CHECK ("bbps_complaints"."status" in ('ASSIGNED', 'RESOLVED', 'REJECTED'))
);
--> statement-breakpoint
ALTER TABLE "bbps_complaints" ADD CONSTRAINT "bbps_complaints_recharge_id_recharges_id_fk" FOREIGN KEY ("recharge_id") REFERENCES "public"."recharges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bbps_complaints" ADD CONSTRAINT "bbps_complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bbps_complaints_user_idx" ON "bbps_complaints" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bbps_complaints_poll_idx" ON "bbps_complaints" USING btree ("status","next_poll_at");
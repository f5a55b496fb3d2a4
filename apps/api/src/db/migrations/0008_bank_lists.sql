ALTER TABLE "user_banks" DROP CONSTRAINT "user_banks_name_unique";--> statement-breakpoint
ALTER TABLE "company_banks" ALTER COLUMN "ifsc" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "company_banks" ADD COLUMN "branch" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "user_banks_name_lower_uq" ON "user_banks" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "company_banks" ADD CONSTRAINT "company_banks_account_number_digits" CHECK ("company_banks"."account_number" ~ '^[0-9]{9,18}$');--> statement-breakpoint
ALTER TABLE "company_banks" ADD CONSTRAINT "company_banks_ifsc_format" CHECK ("company_banks"."ifsc" = '' or "company_banks"."ifsc" ~ '^[A-Z]{4}0[A-Z0-9]{6}$');
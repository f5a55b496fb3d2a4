ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_banners" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "support_categories" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "content_banners" ADD CONSTRAINT "content_banners_language_check" CHECK ("content_banners"."language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "support_categories" ADD CONSTRAINT "support_categories_name_hi_length" CHECK ("support_categories"."name_hi" is null or char_length("support_categories"."name_hi") between 2 and 60);
CREATE TABLE "biller_catalogue_sync" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer NOT NULL,
	"source_updated_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biller_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_hi" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"icon" text,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "biller_categories_display_order_check" CHECK ("biller_categories"."display_order" between 0 and 9999)
);
--> statement-breakpoint
CREATE TABLE "billers" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	"coverage" text NOT NULL,
	"params" jsonb NOT NULL,
	"fetch_requirement" text NOT NULL,
	"exactness" text NOT NULL,
	"min_amount_paise" bigint NOT NULL,
	"max_amount_paise" bigint NOT NULL,
	"payment_channels" jsonb NOT NULL,
	"extra_fields" jsonb NOT NULL,
	"source_updated_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"icon" text,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billers_fetch_requirement_check" CHECK ("billers"."fetch_requirement" in ('MANDATORY', 'VALIDATION', 'NOT_SUPPORTED')),
	CONSTRAINT "billers_exactness_check" CHECK ("billers"."exactness" in ('EXACT', 'EXACT_OR_MORE', 'EXACT_OR_LESS', 'ANY')),
	CONSTRAINT "billers_amounts_check" CHECK (0 < "billers"."min_amount_paise" and "billers"."min_amount_paise" <= "billers"."max_amount_paise"),
	CONSTRAINT "billers_display_order_check" CHECK ("billers"."display_order" between 0 and 9999)
);
--> statement-breakpoint
ALTER TABLE "billers" ADD CONSTRAINT "billers_category_id_biller_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."biller_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billers_category_idx" ON "billers" USING btree ("category_id","display_order","name");
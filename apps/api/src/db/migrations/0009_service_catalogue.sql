CREATE TABLE "service_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" smallint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"logo_path" text,
	"service_no_hint" text NOT NULL,
	"option1_label" text,
	"option1_placeholder" text,
	"option2_label" text,
	"option2_placeholder" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_companies_code_unique" UNIQUE("code"),
	CONSTRAINT "service_companies_category_check" CHECK ("service_companies"."category" in (1, 2, 3, 5, 6, 10)),
	CONSTRAINT "service_companies_code_check" CHECK ("service_companies"."code" ~ '^[A-Z0-9_]{2,32}$'),
	CONSTRAINT "service_companies_sort_order_check" CHECK ("service_companies"."sort_order" between 0 and 9999)
);
--> statement-breakpoint
CREATE INDEX "service_companies_category_sort_idx" ON "service_companies" USING btree ("category","sort_order");
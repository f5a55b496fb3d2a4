CREATE TABLE "hotel_itineraries" (
	"code" text PRIMARY KEY NOT NULL,
	"trace_id" uuid NOT NULL,
	"user_id" uuid,
	"hotel_id" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"occupancies" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hotel_itineraries_code_check" CHECK ("hotel_itineraries"."code" ~ '^[A-Za-z0-9_-]{8,64}$'),
	CONSTRAINT "hotel_itineraries_dates_check" CHECK ("hotel_itineraries"."check_out" > "hotel_itineraries"."check_in"),
	CONSTRAINT "hotel_itineraries_expiry_check" CHECK ("hotel_itineraries"."expires_at" > "hotel_itineraries"."created_at")
);
--> statement-breakpoint
CREATE TABLE "hotel_search_sessions" (
	"trace_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"location_id" text NOT NULL,
	"hotel_id" text,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"occupancies" jsonb NOT NULL,
	"location" jsonb NOT NULL,
	"results" json NOT NULL,
	"facilities" json NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hotel_search_sessions_dates_check" CHECK ("hotel_search_sessions"."check_out" > "hotel_search_sessions"."check_in"),
	CONSTRAINT "hotel_search_sessions_expiry_check" CHECK ("hotel_search_sessions"."expires_at" > "hotel_search_sessions"."created_at"),
	CONSTRAINT "hotel_search_sessions_occupancies_check" CHECK (jsonb_typeof("hotel_search_sessions"."occupancies") = 'array' and jsonb_array_length("hotel_search_sessions"."occupancies") > 0),
	CONSTRAINT "hotel_search_sessions_results_check" CHECK (json_typeof("hotel_search_sessions"."results") = 'array'),
	CONSTRAINT "hotel_search_sessions_facilities_check" CHECK (json_typeof("hotel_search_sessions"."facilities") = 'object')
);
--> statement-breakpoint
ALTER TABLE "hotel_itineraries" ADD CONSTRAINT "hotel_itineraries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_search_sessions" ADD CONSTRAINT "hotel_search_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_itineraries_trace_idx" ON "hotel_itineraries" USING btree ("trace_id");--> statement-breakpoint
CREATE INDEX "hotel_itineraries_expires_idx" ON "hotel_itineraries" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "hotel_search_sessions_expires_idx" ON "hotel_search_sessions" USING btree ("expires_at");
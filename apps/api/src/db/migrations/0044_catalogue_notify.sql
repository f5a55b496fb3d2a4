-- Every API copy keeps the service catalogue's active companies in memory: every recharge and bill
-- names one, and an operator changes them a few times a year. This trigger tells all copies,
-- through the channel that carries session revocations and customers' read changes (kosh_auth,
-- migrations 0020 and 0021), that the companies changed: 'k:service_companies' at commit, whoever
-- changes them (the back office, a CLI or an operator's SQL). A copy that hears it reads them again
-- on the next payment. One message per statement is enough: PostgreSQL sends one per distinct
-- payload per transaction anyway.
CREATE FUNCTION kosh_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kosh_auth', 'k:' || TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER service_companies_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_companies
  FOR EACH STATEMENT EXECUTE FUNCTION kosh_catalogue_changed();

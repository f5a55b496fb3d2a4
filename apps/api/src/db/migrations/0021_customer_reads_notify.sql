-- Every API copy keeps the answers of a customer's every-screen reads in memory (balance, profile,
-- Balance History, All Wallet Requests; issue 16 §1). These triggers tell all of them, through the
-- channel that already carries session revocations (kosh_auth, migration 0020), when anything such
-- an answer is made of changes for a customer: 'c:<user id>' at commit, whoever makes the change
-- (the app, a job, a CLI or an operator's SQL). A copy that hears it drops that customer's answers.
-- PostgreSQL sends one message per distinct payload per transaction, so a payment that touches a
-- wallet, a recharge and a complaint says it once.
--
-- What each read is made of: the wallet's row in ledger_accounts (every transfer moves its totals;
-- system accounts, with no owner, never notify), users, recharges, recharge_complaints,
-- hotel_bookings, wallet_requests and payment_orders.
CREATE FUNCTION kosh_customer_reads_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('kosh_auth', 'c:' || OLD.id::text); END IF;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL THEN
    PERFORM pg_notify('kosh_auth', 'c:' || NEW.user_id::text);
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL THEN
    PERFORM pg_notify('kosh_auth', 'c:' || OLD.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_reads_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION kosh_customer_reads_changed();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_reads_added AFTER INSERT ON ledger_accounts FOR EACH ROW
  WHEN (NEW.user_id IS NOT NULL) EXECUTE FUNCTION kosh_customer_reads_changed();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_reads_changed AFTER UPDATE ON ledger_accounts FOR EACH ROW
  WHEN (NEW.user_id IS NOT NULL OR OLD.user_id IS NOT NULL) EXECUTE FUNCTION kosh_customer_reads_changed();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_reads_deleted AFTER DELETE ON ledger_accounts FOR EACH ROW
  WHEN (OLD.user_id IS NOT NULL) EXECUTE FUNCTION kosh_customer_reads_changed();
--> statement-breakpoint
CREATE TRIGGER recharges_reads_changed AFTER INSERT OR UPDATE OR DELETE ON recharges FOR EACH ROW
  EXECUTE FUNCTION kosh_customer_reads_changed();
--> statement-breakpoint
CREATE TRIGGER recharge_complaints_reads_changed AFTER INSERT OR UPDATE OR DELETE ON recharge_complaints
  FOR EACH ROW EXECUTE FUNCTION kosh_customer_reads_changed();
--> statement-breakpoint
CREATE TRIGGER hotel_bookings_reads_changed AFTER INSERT OR UPDATE OR DELETE ON hotel_bookings
  FOR EACH ROW EXECUTE FUNCTION kosh_customer_reads_changed();
--> statement-breakpoint
CREATE TRIGGER wallet_requests_reads_changed AFTER INSERT OR UPDATE OR DELETE ON wallet_requests
  FOR EACH ROW EXECUTE FUNCTION kosh_customer_reads_changed();
--> statement-breakpoint
CREATE TRIGGER payment_orders_reads_changed AFTER INSERT OR UPDATE OR DELETE ON payment_orders
  FOR EACH ROW EXECUTE FUNCTION kosh_customer_reads_changed();

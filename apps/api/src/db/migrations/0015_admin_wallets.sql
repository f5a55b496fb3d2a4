-- Every account has a wallet, admins included: an admin is also a person who may log in to the app
-- and call its money routes, which must then answer (insufficient balance…) rather than fail on a
-- missing ledger account. Admins made before this migration by ensureAdmin had none.
INSERT INTO "ledger_accounts" ("code", "kind", "user_id")
SELECT 'WALLET:' || u."id", 'wallet', u."id"
FROM "users" u
WHERE NOT EXISTS (SELECT 1 FROM "ledger_accounts" a WHERE a."user_id" = u."id");

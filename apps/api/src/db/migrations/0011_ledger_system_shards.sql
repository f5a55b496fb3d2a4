-- Each system account becomes 16 rows: the original (CODE) and CODE#01 … CODE#15. A transfer
-- touches one shard at random, so payments from many wallets no longer queue on one row lock.
-- The account's balance is the sum of its shards; transfers already made stay on the original.
INSERT INTO "ledger_accounts" ("code", "kind")
SELECT base.code || '#' || lpad(n::text, 2, '0'), 'system'
  FROM (VALUES
    ('SYSTEM:PAYMENT_GATEWAY_CLEARING'),
    ('SYSTEM:BANK_CASH_CLEARING'),
    ('SYSTEM:PROVIDER_PAYABLE'),
    ('SYSTEM:HOTEL_SUPPLIER_PAYABLE'),
    ('SYSTEM:FEES')
  ) AS base(code)
  CROSS JOIN generate_series(1, 15) AS n
ON CONFLICT ("code") DO NOTHING;

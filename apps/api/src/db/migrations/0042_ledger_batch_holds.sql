-- The batch function learns holds, so that a product's payment (a recharge's hold and its row) can
-- share a group commit the way pure transfers do (ledger-group-commit.ts). Each transfer of the
-- batch now names its kind, 'single' or 'pending', and its outcome row says what its wallet can
-- spend after it (balance_after; NULL when neither side is a wallet), which the product's row and
-- answer carry. Everything else is as before (0019): every account locked first in id order, each
-- transfer accepted or refused on its own row in order, the accepted ones written set-based, the
-- wallet CHECK still guarding the UPDATE.
DROP FUNCTION ledger_transfer_batch(uuid[], uuid[], uuid[], uuid[], bigint[], text[], text[], text[]);
--> statement-breakpoint
CREATE FUNCTION ledger_transfer_batch(
  p_kinds text[], p_debit_accounts uuid[], p_debit_users uuid[], p_credit_accounts uuid[],
  p_credit_users uuid[], p_amounts bigint[], p_codes text[], p_reference_types text[],
  p_reference_ids text[]
) RETURNS TABLE (
  ord int, transfer_id uuid, debit_id uuid, credit_id uuid, made_at timestamptz,
  balance_after bigint, failed_state text, failed_constraint text, failed_message text
) LANGUAGE plpgsql AS $$
DECLARE
  n int := coalesce(array_length(p_amounts, 1), 0);
  v_debits uuid[];
  v_credits uuid[];
  v_accounts uuid[];
  v_spendable bigint[]; -- per locked account: what a wallet can spend; NULL for a system account
  v_ids uuid[] := array_fill(NULL::uuid, ARRAY[greatest(n, 1)]);
  d int;
  c int;
BEGIN
  IF array_length(p_kinds, 1) IS DISTINCT FROM array_length(p_amounts, 1)
     OR array_length(p_debit_accounts, 1) IS DISTINCT FROM array_length(p_amounts, 1)
     OR array_length(p_debit_users, 1) IS DISTINCT FROM array_length(p_amounts, 1)
     OR array_length(p_credit_accounts, 1) IS DISTINCT FROM array_length(p_amounts, 1)
     OR array_length(p_credit_users, 1) IS DISTINCT FROM array_length(p_amounts, 1)
     OR array_length(p_codes, 1) IS DISTINCT FROM array_length(p_amounts, 1)
     OR array_length(p_reference_types, 1) IS DISTINCT FROM array_length(p_amounts, 1)
     OR array_length(p_reference_ids, 1) IS DISTINCT FROM array_length(p_amounts, 1) THEN
    RAISE EXCEPTION 'ledger_transfer_batch: arrays of different lengths' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  IF n = 0 THEN
    RETURN;
  END IF;
  SELECT array_agg(coalesce(s.acc, a.id) ORDER BY s.i) INTO v_debits
    FROM unnest(p_debit_accounts, p_debit_users) WITH ORDINALITY AS s(acc, usr, i)
    LEFT JOIN ledger_accounts a ON s.acc IS NULL AND a.user_id = s.usr;
  SELECT array_agg(coalesce(s.acc, a.id) ORDER BY s.i) INTO v_credits
    FROM unnest(p_credit_accounts, p_credit_users) WITH ORDINALITY AS s(acc, usr, i)
    LEFT JOIN ledger_accounts a ON s.acc IS NULL AND a.user_id = s.usr;
  SELECT array_agg(l.id ORDER BY l.id),
         array_agg(CASE WHEN l.kind = 'wallet'
                        THEN l.credits_posted_paise - l.debits_posted_paise - l.debits_pending_paise END
                   ORDER BY l.id)
    INTO v_accounts, v_spendable
    FROM (SELECT a.id, a.kind, a.credits_posted_paise, a.debits_posted_paise, a.debits_pending_paise
            FROM ledger_accounts a WHERE a.id = ANY (v_debits || v_credits)
           ORDER BY a.id FOR NO KEY UPDATE) l;
  FOR i IN 1..n LOOP
    ord := i;
    debit_id := v_debits[i];
    credit_id := v_credits[i];
    transfer_id := NULL;
    made_at := NULL;
    balance_after := NULL;
    failed_state := NULL;
    failed_constraint := NULL;
    failed_message := NULL;
    d := array_position(v_accounts, v_debits[i]);
    c := array_position(v_accounts, v_credits[i]);
    IF p_kinds[i] IS NULL OR p_kinds[i] NOT IN ('single', 'pending') THEN
      failed_state := '22023';
      failed_message := 'a batch makes single or pending transfers';
    ELSIF d IS NULL OR c IS NULL THEN
      failed_state := 'P0002';
      failed_message := 'ledger account missing';
    ELSIF d = c THEN
      failed_state := '23514';
      failed_constraint := 'ledger_transfers_distinct_accounts';
    ELSIF p_amounts[i] IS NULL OR p_amounts[i] <= 0 THEN
      failed_state := '23514';
      failed_constraint := 'ledger_transfers_amount_positive';
    ELSIF p_codes[i] IS NULL OR p_codes[i] !~ '^[A-Z][A-Z0-9_]*$' THEN
      failed_state := '23514';
      failed_constraint := 'ledger_transfers_code_format';
    ELSIF p_reference_types[i] IS NULL OR p_reference_ids[i] IS NULL THEN
      failed_state := '23502';
      failed_message := 'a transfer needs its reference';
    ELSIF v_spendable[d] < p_amounts[i] THEN
      failed_state := '23514';
      failed_constraint := 'ledger_accounts_wallet_not_negative';
    ELSE
      -- A hold takes from what the debit wallet can spend at once; the credit side can spend it
      -- only once it is posted. NULL (a system account) stays NULL.
      v_spendable[d] := v_spendable[d] - p_amounts[i];
      IF p_kinds[i] = 'single' THEN
        v_spendable[c] := v_spendable[c] + p_amounts[i];
      END IF;
      balance_after := coalesce(v_spendable[d], v_spendable[c]);
      transfer_id := gen_random_uuid();
      made_at := now(); -- the transaction's start, as created_at's default
      v_ids[i] := transfer_id;
    END IF;
    IF failed_state IS NOT NULL AND failed_message IS NULL THEN
      failed_message := 'refused by ' || coalesce(failed_constraint, failed_state);
    END IF;
    RETURN NEXT;
  END LOOP;
  INSERT INTO ledger_transfers (id, kind, debit_account_id, credit_account_id, amount_paise, code,
                                reference_type, reference_id)
  SELECT t.tid, t.k, t.dr, t.cr, t.amt, t.cd, t.rt, t.ri
    FROM unnest(v_ids, p_kinds, v_debits, v_credits, p_amounts, p_codes, p_reference_types, p_reference_ids)
         AS t(tid, k, dr, cr, amt, cd, rt, ri)
   WHERE t.tid IS NOT NULL;
  UPDATE ledger_accounts a
     SET debits_posted_paise = a.debits_posted_paise + m.out_posted,
         debits_pending_paise = a.debits_pending_paise + m.out_pending,
         credits_posted_paise = a.credits_posted_paise + m.in_posted,
         credits_pending_paise = a.credits_pending_paise + m.in_pending
    FROM (SELECT x.acc,
                 sum(CASE WHEN x.k = 'single' THEN x.out_paise ELSE 0 END)::bigint AS out_posted,
                 sum(CASE WHEN x.k = 'pending' THEN x.out_paise ELSE 0 END)::bigint AS out_pending,
                 sum(CASE WHEN x.k = 'single' THEN x.in_paise ELSE 0 END)::bigint AS in_posted,
                 sum(CASE WHEN x.k = 'pending' THEN x.in_paise ELSE 0 END)::bigint AS in_pending
            FROM (SELECT t.k, t.dr AS acc, t.amt AS out_paise, 0::bigint AS in_paise
                    FROM unnest(v_ids, p_kinds, v_debits, p_amounts) AS t(tid, k, dr, amt)
                   WHERE t.tid IS NOT NULL
                  UNION ALL
                  SELECT t.k, t.cr, 0::bigint, t.amt
                    FROM unnest(v_ids, p_kinds, v_credits, p_amounts) AS t(tid, k, cr, amt)
                   WHERE t.tid IS NOT NULL) x
           GROUP BY x.acc) m
   WHERE a.id = m.acc;
END;
$$;

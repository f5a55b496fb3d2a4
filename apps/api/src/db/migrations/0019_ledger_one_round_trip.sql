-- One round trip per ledger operation (issue 16 §2). The statements modules/ledger used to send one
-- by one (resolve the wallet, INSERT the transfer, UPDATE both accounts) now run inside the server,
-- in the same order and with the same guarantees: the transfer row first, then the two accounts in
-- id order (so two transfers never deadlock on each other), and the wallet's CHECK
-- (ledger_accounts_wallet_not_negative) — not this code — refuses an overdraft.

-- Applies one transfer's effect to its two accounts, lower id first. Every kind moves the same
-- amounts on both sides: single posts, pending holds, post turns a hold into posted, void releases it.
CREATE FUNCTION ledger_move(p_kind text, p_debit uuid, p_credit uuid, p_amount bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_posted bigint := CASE WHEN p_kind IN ('single', 'post') THEN p_amount ELSE 0 END;
  v_pending bigint := CASE p_kind WHEN 'pending' THEN p_amount WHEN 'single' THEN 0 ELSE -p_amount END;
  v_id uuid;
BEGIN
  IF p_kind NOT IN ('single', 'pending', 'post', 'void') THEN
    RAISE EXCEPTION 'unknown transfer kind %', p_kind USING ERRCODE = 'invalid_parameter_value';
  END IF;
  FOREACH v_id IN ARRAY ARRAY[least(p_debit, p_credit), greatest(p_debit, p_credit)] LOOP
    UPDATE ledger_accounts SET
      debits_posted_paise = debits_posted_paise + CASE WHEN id = p_debit THEN v_posted ELSE 0 END,
      debits_pending_paise = debits_pending_paise + CASE WHEN id = p_debit THEN v_pending ELSE 0 END,
      credits_posted_paise = credits_posted_paise + CASE WHEN id = p_credit THEN v_posted ELSE 0 END,
      credits_pending_paise = credits_pending_paise + CASE WHEN id = p_credit THEN v_pending ELSE 0 END
    WHERE id = v_id;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'ledger account missing: %', v_id USING ERRCODE = 'no_data_found';
    END IF;
  END LOOP;
END;
$$;
--> statement-breakpoint
-- A transfer ('single') or a hold ('pending'). Each side is an account id (a system shard) or, for a
-- wallet, its owner's user id, resolved here so that a wallet never costs an extra round trip.
CREATE FUNCTION ledger_transfer(
  p_kind text, p_debit_account uuid, p_debit_user uuid, p_credit_account uuid, p_credit_user uuid,
  p_amount bigint, p_code text, p_reference_type text, p_reference_id text
) RETURNS SETOF ledger_transfers LANGUAGE plpgsql AS $$
DECLARE
  v_debit uuid := p_debit_account;
  v_credit uuid := p_credit_account;
  v_row ledger_transfers;
BEGIN
  IF p_kind NOT IN ('single', 'pending') THEN
    RAISE EXCEPTION 'ledger_transfer makes single or pending transfers, not %', p_kind
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  IF v_debit IS NULL THEN
    SELECT a.id INTO v_debit FROM ledger_accounts a WHERE a.user_id = p_debit_user;
  END IF;
  IF v_credit IS NULL THEN
    SELECT a.id INTO v_credit FROM ledger_accounts a WHERE a.user_id = p_credit_user;
  END IF;
  IF v_debit IS NULL OR v_credit IS NULL THEN
    RAISE EXCEPTION 'ledger account missing (debit %/%, credit %/%)',
      p_debit_account, p_debit_user, p_credit_account, p_credit_user USING ERRCODE = 'no_data_found';
  END IF;
  -- The row first, the account totals last: their row locks are then held only to COMMIT.
  INSERT INTO ledger_transfers (kind, debit_account_id, credit_account_id, amount_paise, code,
                                reference_type, reference_id)
  VALUES (p_kind, v_debit, v_credit, p_amount, p_code, p_reference_type, p_reference_id)
  RETURNING * INTO v_row;
  PERFORM ledger_move(p_kind, v_debit, v_credit, p_amount);
  RETURN NEXT v_row;
END;
$$;
--> statement-breakpoint
-- Posts or voids a hold. Locks the hold; a hold already resolved returns no row, and the UNIQUE
-- pending_id makes a racing second resolution fail rather than count twice.
CREATE FUNCTION ledger_resolve(p_pending uuid, p_kind text)
RETURNS SETOF ledger_transfers LANGUAGE plpgsql AS $$
DECLARE
  v_hold ledger_transfers;
  v_row ledger_transfers;
BEGIN
  IF p_kind NOT IN ('post', 'void') THEN
    RAISE EXCEPTION 'a hold is posted or voided, not %', p_kind USING ERRCODE = 'invalid_parameter_value';
  END IF;
  SELECT * INTO v_hold FROM ledger_transfers t WHERE t.id = p_pending AND t.kind = 'pending' FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no pending transfer %', p_pending USING ERRCODE = 'no_data_found';
  END IF;
  IF EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.pending_id = p_pending) THEN
    RETURN;
  END IF;
  INSERT INTO ledger_transfers (kind, debit_account_id, credit_account_id, amount_paise, code,
                                reference_type, reference_id, pending_id)
  VALUES (p_kind, v_hold.debit_account_id, v_hold.credit_account_id, v_hold.amount_paise, v_hold.code,
          v_hold.reference_type, v_hold.reference_id, p_pending)
  RETURNING * INTO v_row;
  PERFORM ledger_move(p_kind, v_hold.debit_account_id, v_hold.credit_account_id, v_hold.amount_paise);
  RETURN NEXT v_row;
END;
$$;
--> statement-breakpoint
-- Many independent transfers in one statement, for the batcher (ledger-batcher.ts): one commit for
-- all of them, yet each succeeds or fails on its own. Every account of the batch is locked first,
-- in id order (two batches, or a batch and a single transfer, never deadlock on each other), and
-- read under that lock: what each wallet can spend is then known exactly, so the transfers are
-- taken in order and one that would overdraw its wallet (or names a missing account) is refused on
-- its row — failed_state, failed_constraint, failed_message, as the database would have said —
-- while its neighbours go through. The accepted ones are then written set-based: one INSERT, and
-- one UPDATE per account with the batch's sum. The wallet CHECK still guards that UPDATE: were the
-- reckoning here ever wrong, the whole statement would fail and nothing of the batch be applied.
CREATE FUNCTION ledger_transfer_batch(
  p_debit_accounts uuid[], p_debit_users uuid[], p_credit_accounts uuid[], p_credit_users uuid[],
  p_amounts bigint[], p_codes text[], p_reference_types text[], p_reference_ids text[]
) RETURNS TABLE (
  ord int, transfer_id uuid, debit_id uuid, credit_id uuid, made_at timestamptz,
  failed_state text, failed_constraint text, failed_message text
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
  IF array_length(p_debit_accounts, 1) IS DISTINCT FROM array_length(p_amounts, 1)
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
    failed_state := NULL;
    failed_constraint := NULL;
    failed_message := NULL;
    d := array_position(v_accounts, v_debits[i]);
    c := array_position(v_accounts, v_credits[i]);
    IF d IS NULL OR c IS NULL THEN
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
      v_spendable[d] := v_spendable[d] - p_amounts[i]; -- stays NULL for a system account
      v_spendable[c] := v_spendable[c] + p_amounts[i];
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
  SELECT t.tid, 'single', t.dr, t.cr, t.amt, t.cd, t.rt, t.ri
    FROM unnest(v_ids, v_debits, v_credits, p_amounts, p_codes, p_reference_types, p_reference_ids)
         AS t(tid, dr, cr, amt, cd, rt, ri)
   WHERE t.tid IS NOT NULL;
  UPDATE ledger_accounts a
     SET debits_posted_paise = a.debits_posted_paise + m.out_paise,
         credits_posted_paise = a.credits_posted_paise + m.in_paise
    FROM (SELECT x.acc, sum(x.out_paise)::bigint AS out_paise, sum(x.in_paise)::bigint AS in_paise
            FROM (SELECT t.dr AS acc, t.amt AS out_paise, 0::bigint AS in_paise
                    FROM unnest(v_ids, v_debits, p_amounts) AS t(tid, dr, amt) WHERE t.tid IS NOT NULL
                  UNION ALL
                  SELECT t.cr, 0::bigint, t.amt
                    FROM unnest(v_ids, v_credits, p_amounts) AS t(tid, cr, amt) WHERE t.tid IS NOT NULL) x
           GROUP BY x.acc) m
   WHERE a.id = m.acc;
END;
$$;

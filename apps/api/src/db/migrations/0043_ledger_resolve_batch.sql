-- Many holds posted or voided in one statement, so that a product's settlements (a recharge's
-- outcome and its row) can share a group commit the way its holds do (0042). The same guarantees as
-- ledger_resolve (0019), for each hold on its own: the hold is locked, a hold already resolved — or
-- named twice in the batch — is a no-op (no transfer_id), a missing one is refused on its own row
-- (failed_state P0002) while its neighbours go through, and the UNIQUE pending_id still makes a
-- racing second resolution fail rather than count twice. Locks are taken as the other batch
-- functions take them: the holds in id order, then every account in id order, so two batches, or a
-- batch and a single transfer, never deadlock on each other. balance_after is what the debit wallet
-- (else the credit wallet; NULL for neither) can spend after the item, reckoned in order.
CREATE FUNCTION ledger_resolve_batch(p_pending uuid[], p_kinds text[])
RETURNS TABLE (ord int, transfer_id uuid, balance_after bigint, failed_state text, failed_message text)
LANGUAGE plpgsql AS $$
DECLARE
  n int := coalesce(array_length(p_pending, 1), 0);
  v_found boolean[];
  v_resolved boolean[];
  v_debits uuid[];
  v_credits uuid[];
  v_amounts bigint[];
  v_codes text[];
  v_ref_types text[];
  v_ref_ids text[];
  v_accounts uuid[];
  v_spendable bigint[]; -- per locked account: what a wallet can spend; NULL for a system account
  v_ids uuid[] := array_fill(NULL::uuid, ARRAY[greatest(n, 1)]);
  v_seen uuid[] := ARRAY[]::uuid[];
  d int;
  c int;
BEGIN
  IF array_length(p_kinds, 1) IS DISTINCT FROM array_length(p_pending, 1) THEN
    RAISE EXCEPTION 'ledger_resolve_batch: arrays of different lengths' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  IF n = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM ledger_transfers t
    WHERE t.id = ANY (p_pending) AND t.kind = 'pending' ORDER BY t.id FOR UPDATE;
  SELECT array_agg(h.id IS NOT NULL ORDER BY s.i),
         array_agg(r.id IS NOT NULL ORDER BY s.i),
         array_agg(h.debit_account_id ORDER BY s.i),
         array_agg(h.credit_account_id ORDER BY s.i),
         array_agg(h.amount_paise ORDER BY s.i),
         array_agg(h.code ORDER BY s.i),
         array_agg(h.reference_type ORDER BY s.i),
         array_agg(h.reference_id ORDER BY s.i)
    INTO v_found, v_resolved, v_debits, v_credits, v_amounts, v_codes, v_ref_types, v_ref_ids
    FROM unnest(p_pending) WITH ORDINALITY AS s(pid, i)
    LEFT JOIN ledger_transfers h ON h.id = s.pid AND h.kind = 'pending'
    LEFT JOIN ledger_transfers r ON r.pending_id = s.pid;
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
    transfer_id := NULL;
    balance_after := NULL;
    failed_state := NULL;
    failed_message := NULL;
    IF p_kinds[i] IS NULL OR p_kinds[i] NOT IN ('post', 'void') THEN
      failed_state := '22023';
      failed_message := 'a hold is posted or voided, not ' || coalesce(p_kinds[i], 'NULL');
    ELSIF p_pending[i] IS NULL OR NOT v_found[i] THEN
      failed_state := 'P0002';
      failed_message := 'no pending transfer ' || coalesce(p_pending[i]::text, 'NULL');
    ELSE
      d := array_position(v_accounts, v_debits[i]);
      c := array_position(v_accounts, v_credits[i]);
      IF NOT v_resolved[i] AND NOT (p_pending[i] = ANY (v_seen)) THEN
        v_seen := v_seen || p_pending[i];
        -- Posting leaves the debit wallet's spendable as the hold left it and gives the credit
        -- side the money; voiding gives the debit wallet its money back.
        IF p_kinds[i] = 'post' THEN
          v_spendable[c] := v_spendable[c] + v_amounts[i];
        ELSE
          v_spendable[d] := v_spendable[d] + v_amounts[i];
        END IF;
        transfer_id := gen_random_uuid();
        v_ids[i] := transfer_id;
      END IF;
      balance_after := coalesce(v_spendable[d], v_spendable[c]);
    END IF;
    RETURN NEXT;
  END LOOP;
  INSERT INTO ledger_transfers (id, kind, debit_account_id, credit_account_id, amount_paise, code,
                                reference_type, reference_id, pending_id)
  SELECT t.tid, t.k, t.dr, t.cr, t.amt, t.cd, t.rt, t.ri, t.pid
    FROM unnest(v_ids, p_kinds, v_debits, v_credits, v_amounts, v_codes, v_ref_types, v_ref_ids, p_pending)
         AS t(tid, k, dr, cr, amt, cd, rt, ri, pid)
   WHERE t.tid IS NOT NULL;
  UPDATE ledger_accounts a
     SET debits_posted_paise = a.debits_posted_paise + m.out_posted,
         debits_pending_paise = a.debits_pending_paise - m.out_released,
         credits_posted_paise = a.credits_posted_paise + m.in_posted,
         credits_pending_paise = a.credits_pending_paise - m.in_released
    FROM (SELECT x.acc,
                 sum(CASE WHEN x.k = 'post' THEN x.out_paise ELSE 0 END)::bigint AS out_posted,
                 sum(x.out_paise)::bigint AS out_released,
                 sum(CASE WHEN x.k = 'post' THEN x.in_paise ELSE 0 END)::bigint AS in_posted,
                 sum(x.in_paise)::bigint AS in_released
            FROM (SELECT t.k, t.dr AS acc, t.amt AS out_paise, 0::bigint AS in_paise
                    FROM unnest(v_ids, p_kinds, v_debits, v_amounts) AS t(tid, k, dr, amt)
                   WHERE t.tid IS NOT NULL
                  UNION ALL
                  SELECT t.k, t.cr, 0::bigint, t.amt
                    FROM unnest(v_ids, p_kinds, v_credits, v_amounts) AS t(tid, k, cr, amt)
                   WHERE t.tid IS NOT NULL) x
           GROUP BY x.acc) m
   WHERE a.id = m.acc;
END;
$$;

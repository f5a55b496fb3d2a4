/**
 * `npm run ledger:check`: verifies the ledger's invariants on the configured database (DATABASE_URL,
 * or the embedded one in DATA_DIR — stop Kosh first, the embedded database has one owner) and exits
 * non-zero on any drift.
 */
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openDatabase } from '../db/client';
import { checkLedger } from '../modules/ledger/ledger-check';

/** `--hold-deadline-minutes N`, `--stuck-key-minutes N`: the thresholds of those two checks. */
function option(name: string): number | undefined {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return undefined;
  const value = Number(process.argv[at + 1]);
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`--${name} takes a number of minutes`);
  }
  return value;
}

async function main() {
  const options = {
    holdDeadlineMinutes: option('hold-deadline-minutes'),
    stuckKeyMinutes: option('stuck-key-minutes'),
  };
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const problems = await checkLedger(database.db, options);
    if (problems.length === 0) {
      console.log(
        'Ledger OK: the books balance, every balance equals its transfers, no wallet is negative, ' +
          'no hold is resolved twice or open past its deadline, every payment matches its hold, ' +
          'every top-up is credited once, no Idempotency-Key is stuck.',
      );
      return 0;
    }
    console.error(`Ledger drift: ${problems.length} problem(s)`);
    for (const p of problems) console.error(`  - [${p.check}] ${p.detail}`);
    return 1;
  } finally {
    await database.close();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(
      error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error,
    );
    process.exit(2);
  });

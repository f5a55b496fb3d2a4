/**
 * `npm run kyc:rekey`: the second half of rotating KYC_ENCRYPTION_KEY (docs/operations.md §7).
 * With the new key as KYC_ENCRYPTION_KEY (its version in KYC_ENCRYPTION_KEY_VERSION) and the old
 * ones in KYC_PREVIOUS_ENCRYPTION_KEYS, it seals again with the new key every Aadhaar number, OTP
 * session and image sealed by an old one. On PostgreSQL it runs beside the serving copies; on the
 * embedded database stop Kosh first (one owner). Run it until it reports nothing left.
 */
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openDatabase } from '../db/client';
import { createServices } from '../modules/app-modules';

async function main() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const noopLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const { kyc, files } = createServices({ config, database, log: noopLog });
    await files.ready();
    try {
      const report = await kyc.rekey.run();
      console.log(
        `Sealed again with key version ${config.kyc.encryptionKeyVersion}: ` +
          `${report.numbers} Aadhaar number(s), ${report.sessions} OTP session(s), ` +
          `${report.images} Aadhaar image(s).`,
      );
    } finally {
      await files.close();
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error,
  );
  process.exit(2);
});

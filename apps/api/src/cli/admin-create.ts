/**
 * `npm run admin:create -- --mobile 9876543210 [--name "Asha Admin"] [--email a@b.in]`
 * Creates the first admin (or promotes an existing account) on the configured database. The
 * password comes from ADMIN_PASSWORD or, on a terminal, a hidden prompt — never from argv, where
 * it would land in the shell history.
 */
import { parseArgs } from 'node:util';
import readline from 'node:readline';
import { MOBILE_PATTERN, PASSWORD_PATTERN } from '@kosh/contract/common/patterns';
import { messageText } from '@kosh/contract/messages/catalogue';
import { createServices } from '../modules/app-modules';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openDatabase } from '../db/client';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function promptHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) fail('Set ADMIN_PASSWORD (no terminal to ask for the password on).');
  const rl = readline.createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: true,
  });
  const output = rl as unknown as { _writeToOutput: (s: string) => void };
  let muted = false;
  output._writeToOutput = (s: string) => {
    if (!muted || s.includes('\n')) process.stdout.write(muted ? '\n' : s);
  };
  const answer = await new Promise<string>((resolve) => {
    rl.question(question, resolve);
    muted = true;
  });
  rl.close();
  return answer;
}

async function main() {
  const { values } = parseArgs({
    options: { mobile: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } },
  });
  const mobile = values.mobile ?? process.env.ADMIN_MOBILE;
  if (!mobile || !MOBILE_PATTERN.test(mobile)) {
    fail(
      'Usage: npm run admin:create -- --mobile <10-digit mobile> [--name "Full Name"] [--email you@example.com]',
    );
  }
  const password = process.env.ADMIN_PASSWORD || (await promptHidden('Password for the admin: '));
  if (!PASSWORD_PATTERN.test(password)) fail(messageText('PASSWORD_RULE'));
  const name = values.name ?? process.env.ADMIN_NAME ?? 'Kosh Admin';

  const { ADMIN_MOBILE: _m, ADMIN_PASSWORD: _p, ...env } = process.env;
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const noopLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const services = createServices({ config, database, log: noopLog });
    const { user, created } = await services.users.ensureAdmin({
      mobile,
      password,
      name,
      email: values.email,
    });
    console.log(
      created
        ? `Admin created: ${user.name} (${user.mobile}), user id ${user.publicId}. Log in at /login.`
        : `${user.mobile} already had an account (user id ${user.publicId}); it is now an admin. Its password is unchanged.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) fail(error.message);
  console.error(error);
  process.exit(1);
});

import { catalogue } from '@kosh/contract/messages/catalogue';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { successKey, successPath } from './success-messages';

const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the success page shows only Kosh’s own messages', () => {
  it('knows the messages Kosh sends there', () => {
    expect(successKey(catalogue.WALLET_REQUEST_SUBMITTED)).toBe('walletRequest');
    expect(successKey(catalogue.PAYMENT_SUCCESS)).toBe('payment');
    expect(successKey(catalogue.DTH_SUCCESS)).toBe('dth');
    expect(successKey(catalogue.RECHARGE_SUCCESS)).toBe('recharge');
  });

  it('shows "Done" for any other text, a near miss, or none', () => {
    for (const msg of [
      'Your KYC is blocked. Call 9999999999',
      'Payment successfull! Call 9999999999 for your refund',
      'payment successfull!',
      ' Payment successfull!',
      'constructor',
      '__proto__',
      'toString',
      '',
      undefined,
    ]) {
      expect(successKey(msg), String(msg)).toBe('done');
    }
  });

  it('builds the spec’s address, which the page reads back as the same message', () => {
    const address = successPath(catalogue.WALLET_REQUEST_SUBMITTED);
    expect(address).toBe('/success/Wallet%20Request%20submitted%20successfully');
    expect(successKey(decodeURIComponent(address.slice('/success/'.length)))).toBe('walletRequest');
  });

  it('a payment’s address carries its order id in the query; the path stays the spec’s', () => {
    const address = successPath(catalogue.DTH_SUCCESS, 'KR1234567890123456');
    expect(address).toBe('/success/DTH%20recharged%20successfully?order=KR1234567890123456');
  });

  it('a catalogue bill’s address asks for its BBPS references too', () => {
    expect(successPath(catalogue.PAYMENT_SUCCESS, 'KR1234567890123456', { bill: true })).toBe(
      '/success/Payment%20successfull!?order=KR1234567890123456&bill=1',
    );
  });

  it('every navigation to /success in the web app sends a message the page knows', () => {
    const catalogues: Record<string, Record<string, unknown>> = { catalogue };
    const uses = sourceFiles(webSrc).flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return [
        ...[...text.matchAll(/`\/success\/([^`]*)`/g)].map((match) => match[1] ?? ''),
        // Called directly, or handed to the recharge forms' shared hook that calls it.
        ...[...text.matchAll(/(?:successPath\(|successMessage: )(\w+\.\w+)/g)].map(
          (match) => `\${encodeURIComponent(${match[1] ?? ''})}`,
        ),
      ].map((target) => ({ file: path.relative(webSrc, file), target }));
    });
    // successPath itself, and at least the recharge forms and the offline top-up.
    expect(uses.length).toBeGreaterThan(5);
    for (const { file, target } of uses) {
      if (file === path.join('lib', 'success-messages.ts')) continue;
      const named = /^\$\{encodeURIComponent\((\w+)\.(\w+)\)\}$/.exec(target);
      expect(named, `${file}: /success/${target}`).not.toBeNull();
      const message = catalogues[named![1]!]?.[named![2]!];
      expect(typeof message, `${file}: ${named![0]}`).toBe('string');
      expect(successKey(message as string), `${file}: ${named![0]}`).not.toBe('done');
    }
  });
});

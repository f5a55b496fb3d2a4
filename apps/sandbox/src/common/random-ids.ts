import { randomInt } from 'node:crypto';

/** `length` characters drawn from `alphabet` by a CSPRNG: the random part of a provider's ids. */
export function randomText(alphabet: string, length: number) {
  let text = '';
  for (let i = 0; i < length; i += 1) text += alphabet[randomInt(alphabet.length)];
  return text;
}

import { expect } from 'vitest';
import { catalogue } from '@kosh/contract/messages/catalogue';

interface Answer {
  statusCode: number;
  json: () => unknown;
}

/** 403 with the spec's refusal: a signed-in caller (a customer) on a call that is not theirs. */
export function expectForbidden(res: Answer, label?: string) {
  expect(res.statusCode, label).toBe(403);
  expect(res.json(), label).toEqual({
    result: false,
    success: false,
    code: 'FORBIDDEN',
    message: catalogue.FORBIDDEN,
  });
}

/** 401 that tells the client to sign out (tokenValid: false): no token, or one no longer valid. */
export function expectUnauthenticated(res: Answer, label?: string) {
  expect(res.statusCode, label).toBe(401);
  expect(res.json(), label).toMatchObject({ code: 'UNAUTHENTICATED', tokenValid: false });
}

/**
 * The catalogue's code whose English is `text`: a refusal's code and message must be one entry
 * of the catalogue (the web shows the code; a client reading the text reads the same words).
 */
export function codeOf(text: string): string | undefined {
  const codes = Object.keys(catalogue) as (keyof typeof catalogue)[];
  const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return (
    codes.find((code) => catalogue[code] === text) ??
    // A message with parameters ("The file must be at most {size}.") matches whatever fills them.
    codes.find((code) =>
      new RegExp(`^${escape(catalogue[code]).replace(/\{\w+\}/g, '.+')}$`).test(text),
    )
  );
}

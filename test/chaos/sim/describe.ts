import type { Answer } from '../key-book';

/** An answer in a few words, for the trace. */
export function describe(answer: Answer | null): string {
  if (!answer) return 'crashed';
  const data = answer.body.data as { status?: string; orderId?: string; id?: string } | undefined;
  const what = data?.status ?? answer.body.code ?? '';
  return `${answer.status}${what ? ` ${what}` : ''}${data?.orderId ? ` ${data.orderId}` : ''}`;
}

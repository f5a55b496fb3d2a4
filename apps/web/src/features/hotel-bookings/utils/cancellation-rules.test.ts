import { describe, expect, it } from 'vitest';
import { en, type BookingsKey } from '../messages';
import { cancellationSteps, cancellationStepText } from './cancellation-rules';

const t = (key: BookingsKey, vars: Record<string, string>) =>
  en[key].replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '');
/** The instant as written, so the wording is tested apart from the date format. */
const moment = (iso: string) => iso.slice(0, 16).replace('T', ' ');

// A refundable rate (the sandbox's shape): free until two days before check-in at noon (IST),
// then the supplier's whole price.
const refundable = [
  {
    rules: [
      { start: '2026-12-18T06:30:00Z', end: '2026-12-20T06:30:00Z', estimatedValue: 4800 },
      { start: '2026-12-01T10:00:00Z', end: '2026-12-18T06:30:00Z', estimatedValue: 0 },
    ],
  },
];

describe('cancellationSteps', () => {
  it('puts the windows in time order and marks the one that holds now', () => {
    const steps = cancellationSteps(refundable, 4800, new Date('2026-12-10T00:00:00Z'));
    expect(steps.map((s) => [s.kind, s.when])).toEqual([
      ['free', 'now'],
      ['noRefund', 'later'],
    ]);
    expect(steps[1]?.refundPaise).toBe(0n);
  });

  it('never charges more than the customer paid (a promotion is Kosh’s loss)', () => {
    // Paid ₹4,320 after HOTEL10; the supplier's penalty is its ₹4,800.
    const [, late] = cancellationSteps(refundable, 4320, new Date('2026-12-19T00:00:00Z'));
    expect(late).toMatchObject({ kind: 'noRefund', when: 'now', chargePaise: 432000n });
  });

  it('leaves part of the money to come back when the penalty is less than what was paid', () => {
    const [step] = cancellationSteps(
      [
        {
          rules: [
            { start: '2026-12-01T00:00:00Z', end: '2026-12-05T00:00:00Z', estimatedValue: 1000.5 },
          ],
        },
      ],
      4000,
      new Date('2026-12-06T00:00:00Z'),
    );
    expect(step).toMatchObject({
      kind: 'charge',
      when: 'past',
      chargePaise: 100050n,
      refundPaise: 299950n,
    });
  });

  it('skips rules whose dates cannot be read', () => {
    expect(
      cancellationSteps([{ rules: [{ start: 'soon', end: 'later', estimatedValue: 0 }] }], 100),
    ).toEqual([]);
  });
});

describe('cancellationStepText', () => {
  it('says each window in words, with the charge and the refund', () => {
    const steps = cancellationSteps(refundable, 4800, new Date('2026-12-10T00:00:00Z'));
    expect(steps.map((s) => cancellationStepText(s, t, moment))).toEqual([
      'Until 2026-12-18 06:30: free cancellation, the whole ₹4,800.00 comes back.',
      'From 2026-12-18 06:30: cancelling refunds nothing (the hotel keeps ₹4,800.00).',
    ]);
    const [partial] = cancellationSteps(
      [
        {
          rules: [
            { start: '2026-12-01T00:00:00Z', end: '2026-12-05T00:00:00Z', estimatedValue: 1000 },
          ],
        },
      ],
      4000,
    );
    expect(partial && cancellationStepText(partial, t, moment)).toBe(
      'From 2026-12-01 00:00 to 2026-12-05 00:00: the hotel keeps ₹1,000.00, ₹3,000.00 comes back.',
    );
  });
});

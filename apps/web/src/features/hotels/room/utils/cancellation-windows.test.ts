import { describe, expect, it } from 'vitest';
import { cancellationWindows } from './cancellation-windows';

const NOW = new Date('2027-01-01T06:30:00.000Z');

describe('cancellationWindows', () => {
  it('lists the windows still to come, earliest first, marking the one under way', () => {
    const windows = cancellationWindows(
      {
        cancellationPolicies: [
          {
            rules: [
              {
                start: '2027-01-12T06:30:00.000Z',
                end: '2027-01-14T08:30:00.000Z',
                estimatedValue: 9000,
              },
              {
                start: '2026-12-31T06:30:00.000Z',
                end: '2027-01-12T06:30:00.000Z',
                estimatedValue: 0,
              },
            ],
          },
        ],
      },
      NOW,
    );
    expect(windows).toEqual([
      {
        start: '2026-12-31T06:30:00.000Z',
        end: '2027-01-12T06:30:00.000Z',
        charge: 0,
        current: true,
      },
      {
        start: '2027-01-12T06:30:00.000Z',
        end: '2027-01-14T08:30:00.000Z',
        charge: 9000,
        current: false,
      },
    ]);
  });

  it('leaves out windows that have ended and rules with unreadable times', () => {
    expect(
      cancellationWindows(
        {
          cancellationPolicies: [
            {
              rules: [
                {
                  start: '2026-12-20T00:00:00.000Z',
                  end: '2027-01-01T06:30:00.000Z',
                  estimatedValue: 0,
                },
                { start: 'soon', end: '2027-01-05T00:00:00.000Z', estimatedValue: 10 },
              ],
            },
          ],
        },
        NOW,
      ),
    ).toEqual([]);
  });

  it('gives a window stated twice once, with the larger charge', () => {
    const rule = { start: '2027-01-01T00:00:00.000Z', end: '2027-01-02T00:00:00.000Z' };
    expect(
      cancellationWindows(
        {
          cancellationPolicies: [
            { rules: [{ ...rule, estimatedValue: 100 }] },
            { rules: [{ ...rule, estimatedValue: 250.5 }] },
          ],
        },
        NOW,
      ),
    ).toEqual([{ ...rule, charge: 250.5, current: true }]);
  });
});

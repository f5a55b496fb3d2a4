import { notifyManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe("the query client's notices", () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    await import('./query-client');
  });
  afterEach(() => vi.useRealTimers());

  it('hands answers that arrive within a frame to their screens in one task', () => {
    const told: string[] = [];
    notifyManager.schedule(() => told.push('balance'));
    vi.advanceTimersByTime(5);
    notifyManager.schedule(() => told.push('recents'));
    notifyManager.schedule(() => told.push('circles'));
    expect(vi.getTimerCount()).toBe(1);

    vi.advanceTimersByTime(10);
    expect(told).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(told).toEqual(['balance', 'recents', 'circles']);

    // The next answer starts a frame of its own.
    notifyManager.schedule(() => told.push('inbox'));
    vi.advanceTimersByTime(16);
    expect(told).toEqual(['balance', 'recents', 'circles', 'inbox']);
  });

  it('tells every observer even when one fails, and still reports the failure', () => {
    const told: string[] = [];
    notifyManager.schedule(() => {
      throw new Error('observer broke');
    });
    notifyManager.schedule(() => told.push('wallet'));
    vi.advanceTimersByTime(16);
    expect(told).toEqual(['wallet']);
    expect(() => vi.runOnlyPendingTimers()).toThrow('observer broke');
  });
});

import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  budgetAsRead,
  CHANGE_BUDGET_MS,
  currentRequestDeadline,
  READ_BUDGET_MS,
  runWithRequestLogger,
} from './log-context';

const log = {} as FastifyBaseLogger;

/** The current request's deadline, less when `run` began, as `inside` leaves it. */
function budgetOf(method: string, inside: () => void = () => undefined): number {
  let budget = Number.NaN;
  const began = performance.now();
  runWithRequestLogger({ log, id: 'r1', method }, () => {
    inside();
    budget = (currentRequestDeadline() ?? Number.NaN) - began;
  });
  return budget;
}

describe("a request's deadline", () => {
  it('gives a GET a read’s budget and anything else a change’s', () => {
    expect(budgetOf('GET')).toBeGreaterThanOrEqual(READ_BUDGET_MS);
    expect(budgetOf('GET')).toBeLessThan(READ_BUDGET_MS + 20);
    expect(budgetOf('POST')).toBeGreaterThanOrEqual(CHANGE_BUDGET_MS);
    expect(budgetOf('POST')).toBeLessThan(CHANGE_BUDGET_MS + 20);
  });

  it('shortens a POST that only reads to a read’s budget, never lengthens one', () => {
    expect(budgetOf('POST', budgetAsRead)).toBeLessThan(READ_BUDGET_MS + 20);
    expect(budgetOf('GET', budgetAsRead)).toBeLessThan(READ_BUDGET_MS + 20);
  });

  it('has no deadline outside a request, and budgetAsRead changes nothing there', () => {
    budgetAsRead();
    expect(currentRequestDeadline()).toBeUndefined();
  });
});

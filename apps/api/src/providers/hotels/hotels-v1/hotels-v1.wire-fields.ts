import { z } from 'zod';
import { MoneyFormatError, rupeesToPaise } from '@kosh/contract/common/money';
import { SUPPLIER_MEAL_PLANS } from '../hotels.port';

/*
 * The fields the supplier's v1 answers are built from: bounded strings, http(s) image URLs,
 * decimal rupee strings read as paise, coordinates and instants. Every answer schema in
 * hotels-v1.wire.ts and hotels-v1.booking-wire.ts composes these, so a bound is set once.
 */

export const text = z.string().trim().min(1).max(500);
export const longText = z.string().max(10_000);
export const id = z.string().trim().min(1).max(80);

/**
 * Only http(s): these URLs end up in the browser's <img src>, where javascript: must never go. A
 * pattern rather than new URL(): a New Delhi answer has 1,300 of them.
 */
export const imageUrl = z
  .string()
  .max(2000)
  .regex(/^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i);

/** "4599.00" → 459900n; the contract's helper is the one place rupees become paise. */
export const paise = z.string().transform((value, ctx) => {
  try {
    return rupeesToPaise(value);
  } catch (error) {
    if (!(error instanceof MoneyFormatError)) throw error;
    ctx.addIssue({ code: 'custom', message: `not an amount: ${error.code}` });
    return z.NEVER;
  }
});

export const latitude = z.number().min(-90).max(90);
export const longitude = z.number().min(-180).max(180);

export const inr = z.literal('INR');
export const mealPlan = z.enum(SUPPLIER_MEAL_PLANS);

/** An instant as the supplier writes it (ISO 8601 with its offset). */
export const instant = z
  .string()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'not an instant');

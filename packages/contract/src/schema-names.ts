import { z } from 'zod';
import * as auth from './auth';
import * as catalogue from './catalogue';
import * as envelope from './common/envelope';
import * as http from './common/http';
import * as content from './content';
import * as hotelBooking from './hotel-booking';
import * as hotels from './hotels';
import * as kyc from './kyc';
import * as operations from './operations';
import * as payments from './payments';
import * as paymentAuth from './payment-auth';
import * as profile from './profile';
import * as recharge from './recharge';
import * as support from './support';
import * as wallet from './wallet';

/** Every module whose exported `…Schema` objects are part of the API (a new area: one line here). */
const AREAS: Record<string, unknown>[] = [
  envelope,
  http,
  auth,
  profile,
  content,
  catalogue,
  wallet,
  payments,
  recharge,
  kyc,
  hotels,
  hotelBooking,
  paymentAuth,
  support,
  operations,
];

/**
 * The name each contract object schema goes by in the API docs: its export without `Schema`,
 * capitalised (`loginResponseSchema` → `LoginResponse`). Only objects: a field (a mobile number,
 * an amount) stays inline where it is used, so each call's fields read in place. Two areas
 * exporting the same name would make two components one: that is refused here.
 */
export function contractSchemaNames(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  const taken = new Map<string, z.ZodType>();
  for (const area of AREAS) {
    for (const [exportName, value] of Object.entries(area)) {
      if (!(value instanceof z.ZodObject) || !exportName.endsWith('Schema')) continue;
      const base = exportName.slice(0, -'Schema'.length);
      const name = base.charAt(0).toUpperCase() + base.slice(1);
      const other = taken.get(name);
      if (other && other !== value) throw new Error(`Two contract schemas are named ${name}.`);
      taken.set(name, value);
      // One schema exported under two names (hotel-booking's verifyHotelPaymentRequestSchema is
      // wallet's verifyPaymentRequestSchema) keeps the name of the area that made it.
      if (!names.has(value)) names.set(value, name);
    }
  }
  return names;
}

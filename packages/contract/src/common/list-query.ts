import { z } from 'zod';
import { issue } from '../messages/catalogue';
import { hasControlCharacter } from './patterns';

/** What a list's query string shares: its search and its page. */

/**
 * What a list's search box sends (`?q=`): at most 60 characters, none of them a control character
 * (a NUL byte is not text, and PostgreSQL refuses it).
 */
export const searchText = z
  .string()
  .trim()
  .max(60, issue('SEARCH_TEXT_TOO_LONG'))
  .refine((value) => !hasControlCharacter(value), issue('SEARCH_TEXT_INVALID'));

/** A list's page (`?page=`): a whole number from 1, the first when left out. */
export const pageNumber = z.coerce
  .number({ error: issue('PAGE_INVALID') })
  .int(issue('PAGE_INVALID'))
  .min(1, issue('PAGE_INVALID'))
  .default(1);

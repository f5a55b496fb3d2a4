import { z } from 'zod';
import { issue } from '../messages/catalogue';
import { hasControlCharacter } from './patterns';

/**
 * What a list's search box sends (`?q=`): at most 60 characters, none of them a control character
 * (a NUL byte is not text, and PostgreSQL refuses it).
 */
export const searchText = z
  .string()
  .trim()
  .max(60, issue('SEARCH_TEXT_TOO_LONG'))
  .refine((value) => !hasControlCharacter(value), issue('SEARCH_TEXT_INVALID'));

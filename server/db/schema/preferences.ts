import { sql } from 'drizzle-orm';
import { check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES, THEMES } from '../../../domain/preferences';
import { updatedAt, valueList } from './columns';
import { users } from './auth';

/** Each user's own choices of language and theme (domain/preferences.ts); no row: none chosen. */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language', { enum: LANGUAGES }),
    theme: text('theme', { enum: THEMES }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'user_preferences_language_check',
      sql`${t.language} is null or ${t.language} in ${valueList(LANGUAGES)}`,
    ),
    check('user_preferences_theme_check', sql`${t.theme} is null or ${t.theme} in ${valueList(THEMES)}`),
  ],
);

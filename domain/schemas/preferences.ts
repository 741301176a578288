import { z } from 'zod';
import { LANGUAGES, THEMES } from '../preferences';

/** POST /set-preferences: either choice or both; what is left out stays as it was. */
export const setPreferencesBody = z.object({
  language: z.enum(LANGUAGES).optional(),
  theme: z.enum(THEMES).optional(),
});
export type SetPreferencesBody = z.infer<typeof setPreferencesBody>;

export const preferencesRecord = z.object({
  language: z.enum(LANGUAGES).nullable(),
  theme: z.enum(THEMES).nullable(),
});

export const preferencesAnswer = z.object({ msg: z.string(), preferences: preferencesRecord });

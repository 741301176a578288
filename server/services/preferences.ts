import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userPreferences } from '../db/schema';
import { NO_PREFERENCES, type Preferences } from '../../domain/preferences';
import type { SetPreferencesBody } from '../../domain/schemas/preferences';
import type { SignedInUser } from './auth';

/** The signed-in user's own language and theme: never another user's (no id is taken). */
export class PreferencesService {
  constructor(private readonly db: Database) {}

  async get(user: SignedInUser): Promise<Preferences> {
    const [row] = await this.db.select().from(userPreferences).where(eq(userPreferences.userId, user.id));
    return row ? { language: row.language, theme: row.theme } : NO_PREFERENCES;
  }

  /** Sets what the body names, keeps the rest; one statement, so a repeat changes nothing twice. */
  async set(user: SignedInUser, body: SetPreferencesBody): Promise<Preferences> {
    const changes = {
      ...(body.language ? { language: body.language } : {}),
      ...(body.theme ? { theme: body.theme } : {}),
    };
    // In a transaction, as every write, so that its activity names the user (db/actor.ts).
    const [row] = await this.db.transaction((tx) =>
      tx
        .insert(userPreferences)
        .values({ userId: user.id, ...changes })
        .onConflictDoUpdate({ target: userPreferences.userId, set: { ...changes, updatedAt: sql`now()` } })
        .returning(),
    );
    return { language: row.language, theme: row.theme };
  }
}

import type { Preferences } from '../domain/preferences';
import type { SetPreferencesBody } from '../domain/schemas/preferences';
import { ADMIN_API, type HttpClient } from './httpClient';

/** The signed-in user's own language and theme (any role, only their own). */
export interface PreferenceMethods {
  getPreferences(): Promise<Preferences>;
  setPreferences(body: SetPreferencesBody): Promise<Preferences>;
}

export function preferenceMethods(http: HttpClient): PreferenceMethods {
  return {
    async getPreferences() {
      const { json } = await http<{ preferences: Preferences }>(`${ADMIN_API}/get-preferences`);
      return json.preferences;
    },
    async setPreferences(body) {
      const { json } = await http<{ preferences: Preferences }>(`${ADMIN_API}/set-preferences`, {
        method: 'POST',
        body,
      });
      return json.preferences;
    },
  };
}

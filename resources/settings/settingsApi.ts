/** The send-from settings as GET /get-send-from-email answers them (docs/api.md). */
export type { SettingsRecord as SendFromSettings } from '../../domain/schemas/settings';

/** Where an uploaded signature image is served (spec 001 section 3: "served under /images/"). */
export const imageUrl = (fileName: string) => `/images/${encodeURIComponent(fileName)}`;

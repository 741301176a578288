/** The Settings screen (/settings, area settings): a page of the route table, not a CRUD resource. */
export { default as SettingsPage } from './SettingsPage';
export { imageUrl, type SendFromSettings } from './settingsApi';

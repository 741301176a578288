import type { SendFromSettingsBody, SettingsRecord as SendFromSettings } from '../domain/schemas/settings';
import type { DailyDigestBody, DigestRecipientRecord } from '../domain/schemas/digest';
import type { FileTransport } from './files';
import { ADMIN_API, type HttpClient } from './httpClient';
import type { ServerMsg } from './orders';

/** The Settings screen's calls (spec 001 section 7). */
export interface SettingsMethods {
  getSendFromSettings(): Promise<SendFromSettings>;
  saveSendFromSettings(body: SendFromSettingsBody): Promise<ServerMsg & { doc: SendFromSettings }>;
  /** Multipart fields `image` (the file) and `imageSize` (the width in px); answers the stored file name. */
  uploadSignature(params: { file: Blob; imageSize: number }): Promise<ServerMsg & { fileName: string }>;
  /** Answers the settings' `updatedAt` after the removal, which the open form sends with its save. */
  removeSignatureImage(): Promise<ServerMsg & { updatedAt?: string | null }>;
  /** Who gets the daily digest of Needs attention: the operator, each active warehouse and supplier. */
  getDailyDigest(): Promise<DigestRecipientRecord[]>;
  /** One recipient's digest switched on or off; answers the whole list again. */
  setDailyDigest(body: DailyDigestBody): Promise<ServerMsg & { doc: DigestRecipientRecord[] }>;
}

export function settingsMethods(http: HttpClient, files: FileTransport): SettingsMethods {
  return {
    async getSendFromSettings() {
      const { json } = await http<{ doc: SendFromSettings }>(`${ADMIN_API}/get-send-from-email`);
      return json.doc;
    },
    async saveSendFromSettings(body) {
      const { json } = await http<ServerMsg & { doc: SendFromSettings }>(`${ADMIN_API}/add-send-from-email`, {
        method: 'POST',
        body,
      });
      return json;
    },
    uploadSignature({ file, imageSize }) {
      const form = new FormData();
      form.append('imageSize', String(imageSize));
      form.append('image', file, file instanceof File ? file.name : 'signature');
      return files.upload(`${ADMIN_API}/upload`, form);
    },
    async removeSignatureImage() {
      const { json } = await http<ServerMsg & { updatedAt?: string | null }>(`${ADMIN_API}/remove-image`, {
        method: 'POST',
      });
      return json;
    },
    async getDailyDigest() {
      const { json } = await http<{ doc: DigestRecipientRecord[] }>(`${ADMIN_API}/get-daily-digest`);
      return json.doc;
    },
    async setDailyDigest(body) {
      const { json } = await http<ServerMsg & { doc: DigestRecipientRecord[] }>(
        `${ADMIN_API}/set-daily-digest`,
        { method: 'POST', body },
      );
      return json;
    },
  };
}

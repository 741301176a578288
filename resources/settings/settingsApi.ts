/** The send-from settings as GET /get-send-from-email answers them (docs/api.md). */
export interface SendFromSettings {
  send_from_email: string | null;
  deadline_days: number;
  email_img_signature: string | null;
  image_size: number | null;
}

/** Where an uploaded signature image is served (spec 001 section 3: "served under /images/"). */
export const imageUrl = (fileName: string) => `/images/${encodeURIComponent(fileName)}`;

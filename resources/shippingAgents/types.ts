import type { RaRecord } from 'react-admin';

/** A shipping agent as the server answers it (docs/api.md, Master data). */
export interface ShippingAgent extends RaRecord {
  _id: string;
  name: string;
  contact_person: string;
  contact_email: string;
  contact_phone: string;
  trackingURL: string;
  activated: boolean;
  deleted_at: string | null;
  address: { street_name: string; street_number: string; city: string; country: string };
  notification_schedule: string;
  schedule_label: string;
  email_subject: string;
  customeEmail: string;
  imgName: string | null;
}

/** The payload of /add-shipping-agent and /edit-shipping-agent (shippingAgentBody), from a record. */
export function shippingAgentFormValues(record?: Partial<ShippingAgent>): Record<string, unknown> {
  return {
    name: record?.name ?? '',
    contact_person: record?.contact_person ?? '',
    contact_email: record?.contact_email ?? '',
    contact_phone: record?.contact_phone ?? '',
    trackingURL: record?.trackingURL ?? '',
    street_name: record?.address?.street_name ?? '',
    street_number: record?.address?.street_number ?? '',
    city: record?.address?.city ?? '',
    country: record?.address?.country ?? '',
    notification_schedule: record?.notification_schedule ?? '',
    email_subject: record?.email_subject ?? '',
    customeEmail: record?.customeEmail ?? '',
    // Not on the form, but sent back so that an edit keeps it.
    imgName: record?.imgName ?? null,
  };
}

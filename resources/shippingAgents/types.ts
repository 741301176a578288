import type { RaRecord } from 'react-admin';
import type { ShippingAgentRecord } from '../../domain/schemas/masterDataRecords';

/** A shipping agent as the server answers it (domain/schemas/masterDataRecords.ts). */
export type ShippingAgent = ShippingAgentRecord & RaRecord;

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

import type { RaRecord } from 'react-admin';
import type { SupplierRecord } from '../../domain/schemas/masterDataRecords';

/** A supplier as the server answers it (domain/schemas/masterDataRecords.ts). */
export type Supplier = SupplierRecord & RaRecord;

/** The payload of /add-supplier and /edit-supplier (domain/schemas supplierBody), from a record. */
export function supplierFormValues(record?: Partial<Supplier>): Record<string, unknown> {
  return {
    name: record?.name ?? '',
    contact_person: record?.contact_person ?? '',
    contact_email: record?.contact_email ?? '',
    contact_phone: record?.contact_phone ?? '',
    street_name: record?.address?.street_name ?? '',
    street_number: record?.address?.street_number ?? '',
    city: record?.address?.city ?? '',
    country: record?.address?.country ?? '',
    zipCode: record?.address?.zipCode ?? '',
    startTime: record?.pickup_times?.start_time ?? '',
    endTime: record?.pickup_times?.end_time ?? '',
    // Spec 001 section 9: drop shipping is available unless said otherwise.
    dropShipping_available: record?.dropShipping_available ?? true,
    notification_schedule: record?.notification_schedule ?? '',
    email_subject: record?.email_subject ?? '',
    customeEmail: record?.customeEmail ?? '',
    // Not on the form, but sent back so that an edit keeps it.
    imgName: record?.imgName ?? null,
  };
}

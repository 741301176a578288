import type { RaRecord } from 'react-admin';
import { CRITERIA, DEFAULT_SHIPPING_TYPE } from '../../domain/schemas/masterData';
import type { WarehouseRecord } from '../../domain/schemas/masterDataRecords';

/** A warehouse as the server answers it (domain/schemas/masterDataRecords.ts). */
export type Warehouse = WarehouseRecord & RaRecord;

export const CRITERION_FIELDS = CRITERIA.flatMap((name) => [`min_${name}`, `max_${name}`] as const);

/**
 * The form speaks the payload of /add-warehouse and /edit-warehouse (domain/schemas
 * warehouseBody): flat fields, the e-mail as contact_email, the pickup times as startTime and
 * endTime. A record read from the server is flattened into it.
 */
export function warehouseFormValues(record?: Partial<Warehouse>): Record<string, unknown> {
  const criteria = record?.criteria;
  return {
    name: record?.name ?? '',
    contact_person: record?.contact_person ?? '',
    contact_email: record?.email ?? '',
    contact_phone: record?.contact_phone ?? '',
    street_name: record?.address?.street_name ?? '',
    street_number: record?.address?.street_number ?? '',
    city: record?.address?.city ?? '',
    country: record?.address?.country ?? '',
    zipCode: record?.address?.zipCode ?? '',
    startTime: record?.pickup_times?.start_time ?? '',
    endTime: record?.pickup_times?.end_time ?? '',
    ...Object.fromEntries(CRITERION_FIELDS.map((field) => [field, criteria?.[field] ?? null])),
    shipping_type: criteria?.shipping_type ?? DEFAULT_SHIPPING_TYPE,
  };
}

import type {
  PackRecord as PackRecordSchema,
  ProductRecord as ProductRecordSchema,
} from '../../domain/schemas/productRecords';

/**
 * A product and a pack as GET /get-product answers them: the server's response schemas
 * (domain/schemas/productRecords.ts), with react-admin's id.
 */
export type ProductRecord = ProductRecordSchema & { id?: string };
export type PackRecord = Omit<PackRecordSchema, 'products'> & { id?: string; products: ProductRecord[] };

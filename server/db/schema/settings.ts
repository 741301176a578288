import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ATTENTION_THRESHOLDS as T } from '../../../domain/attention';
import { updatedAt, updatedBy } from './columns';

const between = (column: unknown, bounds: { min: number; max: number }) =>
  sql`${column} between ${sql.raw(String(bounds.min))} and ${sql.raw(String(bounds.max))}`;

/** One row: the sender address, deadline days and signature image of outgoing e-mails, and the attention thresholds. */
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().default(1),
    sendFromEmail: text('send_from_email'),
    deadlineDays: integer('deadline_days').notNull().default(7),
    emailImgSignature: text('email_img_signature'),
    imageSize: integer('image_size'),
    /** What needs attention (domain/attention.ts): when a waiting order, PO or PUO becomes a row. */
    consolidationHours: integer('attention_consolidation_hours')
      .notNull()
      .default(T.consolidationHours.default),
    atRiskHours: integer('attention_at_risk_hours').notNull().default(T.atRiskHours.default),
    supplierSilentDays: integer('attention_supplier_silent_days')
      .notNull()
      .default(T.supplierSilentDays.default),
    pickupUncollectedDays: integer('attention_pickup_uncollected_days')
      .notNull()
      .default(T.pickupUncollectedDays.default),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [
    check('settings_single_row', sql`${t.id} = 1`),
    check('settings_deadline_days_check', sql`${t.deadlineDays} between 1 and 31`),
    check('settings_consolidation_hours_check', between(t.consolidationHours, T.consolidationHours)),
    check('settings_at_risk_hours_check', between(t.atRiskHours, T.atRiskHours)),
    check('settings_supplier_silent_days_check', between(t.supplierSilentDays, T.supplierSilentDays)),
    check(
      'settings_pickup_uncollected_days_check',
      between(t.pickupUncollectedDays, T.pickupUncollectedDays),
    ),
  ],
);

import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/** One row: the sender address, deadline days and signature image of outgoing e-mails. */
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().default(1),
    sendFromEmail: text('send_from_email'),
    deadlineDays: integer('deadline_days').notNull().default(7),
    emailImgSignature: text('email_img_signature'),
    imageSize: integer('image_size'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('settings_single_row', sql`${t.id} = 1`),
    check('settings_deadline_days_check', sql`${t.deadlineDays} between 1 and 31`),
  ],
);

/**
 * A drain of the outbox in its own process, for the tests that kill it midway: PGlite in
 * PGLITE_DIR, to SMTP_URL or else to .eml files in OUTBOX_DIR.
 */
import { openPglite } from '../../server/db/client';
import { drainOutbox } from '../../server/jobs/outbox';
import { fileTransport, smtpTransport } from '../../server/services/mailTransport';

const handle = await openPglite(process.env.PGLITE_DIR!);
const domain = process.env.MESSAGE_DOMAIN;
const transport = process.env.SMTP_URL
  ? smtpTransport(process.env.SMTP_URL, domain)
  : fileTransport(process.env.OUTBOX_DIR!, undefined, domain);
console.log('draining');
const result = await drainOutbox(handle.db, transport);
console.log(JSON.stringify(result));
await handle.close();

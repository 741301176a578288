import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, createUser, tokenFor, type TestContext } from './helpers';
import { outbox, shippingAgents, suppliers, userPreferences } from '../../server/db/schema';
import { adminApi, fieldsOf } from './masterDataHelpers';

/**
 * E-mails follow the reader's language (issue 28 item 18): a user's own choice for invitations
 * and password resets, a supplier's or shipping agent's e-mail language for theirs (English
 * unless German is chosen; the PO and PUO tables' words: server/services/*\/p*oEmail.test.ts).
 */
let ctx: TestContext;
let api: ReturnType<typeof adminApi>;
beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await tokenFor(ctx, 'Admin');
  api = adminApi(ctx, () => admin);
});

const latestTo = async (email: string) =>
  (
    await ctx.handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, email))
      .orderBy(desc(outbox.createdAt))
  )[0];

let n = 0;
const supplier = (overrides: object = {}) => {
  n++;
  return {
    name: `Sprachmacher ${n}`,
    contact_person: 'Bo Chen',
    contact_email: `sprache${n}@example.test`,
    contact_phone: '+49 30 123',
    street_name: 'Mühlweg',
    street_number: '4',
    city: 'Berlin',
    country: 'DE',
    zipCode: '10115',
    notification_schedule: '1,09:00',
    email_subject: 'Neue Bestellung',
    customeEmail: '<p>{{table}}</p>',
    ...overrides,
  };
};

describe('a supplier’s and a shipping agent’s e-mail language', () => {
  it('is English unless chosen, German when chosen, kept by an edit that leaves it out', async () => {
    const plain = await api('POST', '/add-supplier', supplier());
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().supplier.email_language).toBe('en');

    const body = { ...supplier(), email_language: 'de' };
    const german = await api('POST', '/add-supplier', body);
    expect(german.statusCode, german.body).toBe(200);
    const doc = german.json().supplier;
    expect(doc.email_language).toBe('de');
    // The supplier's staff account is invited in the supplier's language.
    const invitation = await latestTo(body.contact_email);
    expect(invitation.subject).toBe('Ihr Konto im Fulfilment-Backoffice');
    expect(invitation.text).toContain('Passwort festlegen');

    const { email_language: _left, ...withoutLanguage } = body;
    const edited = await api('POST', '/edit-supplier', { id: doc._id, ...withoutLanguage, city: 'Potsdam' });
    expect(edited.statusCode, edited.body).toBe(200);
    const [row] = await ctx.handle.db.select().from(suppliers).where(eq(suppliers.id, doc._id));
    expect(row).toMatchObject({ city: 'Potsdam', emailLanguage: 'de' });
  });

  it('refuses a language not offered, naming the field, and changes nothing', async () => {
    const res = await api('POST', '/add-supplier', supplier({ email_language: 'fr' }));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toContain('email_language');
  });

  it('is a shipping agent’s field too', async () => {
    const res = await api('POST', '/add-shipping-agent', {
      name: 'Kurier Nord',
      contact_person: 'Ada',
      contact_email: 'kurier@example.test',
      contact_phone: '0049 40 555',
      trackingURL: 'https://track.example/?id=',
      street_name: 'Hafenstraße',
      street_number: '1',
      city: 'Hamburg',
      country: 'DE',
      zipCode: '20457',
      notification_schedule: '1,16:00',
      email_subject: 'Neue Bestellung',
      customeEmail: '<p>{{table}}</p>',
      email_language: 'de',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.handle.db
      .select()
      .from(shippingAgents)
      .where(eq(shippingAgents.contactEmail, 'kurier@example.test'));
    expect(row.emailLanguage).toBe('de');
  });
});

describe('a password reset', () => {
  it('is written in the user’s chosen language, English without a choice', async () => {
    const english = await createUser(ctx, 'Admin');
    const german = await createUser(ctx, 'Admin');
    await ctx.handle.db.insert(userPreferences).values({ userId: german.id, language: 'de' });
    for (const user of [english, german])
      await ctx.app.inject({
        method: 'POST',
        url: '/backend/api/auth/forgot-password',
        payload: { email: user.email },
      });
    expect((await latestTo(english.email)).subject).toBe('Set a new password');
    const mail = await latestTo(german.email);
    expect(mail.subject).toBe('Neues Passwort festlegen');
    expect(mail.html).toContain('Neues Passwort festlegen');
    expect(mail.html).not.toContain('Set a new password');
  });
});

import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { say } from '../../domain/texts/answers';
import { createLogger } from '../log';
import { badRequest, conflict, notFound, registerErrorHandling } from './errors';

/** An app whose routes answer as the real ones do: by a catalogue key, by a sentence, or neither. */
async function app() {
  const server = Fastify().withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(server);
  server.get('/keyed', async () => {
    throw conflict(say('noTicketNoWarehouse', { orders: '#1042' }));
  });
  server.get('/sentence', async () => {
    throw notFound('Order not found');
  });
  server.get('/unknown', async () => {
    throw badRequest('A sentence the catalogue lacks');
  });
  server.get('/saved', { schema: { response: { 200: z.object({ msg: z.string() }) } } }, async () => ({
    msg: 'Preferences saved',
  }));
  server.get(
    '/added',
    { schema: { response: { 200: z.object({ msg: z.string(), doc: z.object({ id: z.string() }) }) } } },
    async () => ({ ...say('recordAdded', { record: 'Supplier' }), doc: { id: 'a' } }),
  );
  server.post('/checked', { schema: { body: z.object({ n: z.number() }) } }, async () => ({ msg: 'ok' }));
  await server.ready();
  return server;
}

describe('an answer carries its key and values beside its msg', () => {
  it('keeps the key and values of a success answer its response schema names no place for', async () => {
    const res = await (await app()).inject({ url: '/added' });
    expect(res.json()).toEqual({
      msg: 'Supplier added successfully',
      key: 'recordAdded',
      values: { record: 'Supplier' },
      doc: { id: 'a' },
    });
  });

  it('answers an error worded from the catalogue with its key and values, msg as before', async () => {
    const res = await (await app()).inject({ url: '/keyed' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      msg: 'No ticket for #1042: no warehouse yet',
      key: 'noTicketNoWarehouse',
      values: { orders: '#1042' },
    });
  });

  it('finds the key of an error written as a sentence the catalogue has', async () => {
    const res = await (await app()).inject({ url: '/sentence' });
    expect(res.json()).toEqual({ msg: 'Order not found', key: 'orderNotFound' });
  });

  it('leaves a sentence the catalogue lacks as it was, without a key', async () => {
    const res = await (await app()).inject({ url: '/unknown' });
    expect(res.json()).toEqual({ msg: 'A sentence the catalogue lacks' });
  });

  it('adds the key to a success answer, its response schema notwithstanding', async () => {
    const res = await (await app()).inject({ url: '/saved' });
    expect(res.json()).toEqual({ msg: 'Preferences saved', key: 'preferencesSaved' });
  });

  it('answers invalid input with the fields at fault in its values', async () => {
    const res = await (await app()).inject({ method: 'POST', url: '/checked', payload: { n: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      msg: expect.stringMatching(/^Invalid input\. n: /),
      key: 'invalidInput',
      values: { problems: expect.stringMatching(/^n: /) },
    });
  });
});

describe("a server fault's log line", () => {
  it('names the request that failed, its query left out, with the error and its stack', async () => {
    const lines: string[] = [];
    const server = Fastify({ loggerInstance: createLogger('warn', (line) => lines.push(line)) });
    registerErrorHandling(server);
    server.post('/admin/add-stock', async () => {
      throw new Error('deadlock detected');
    });
    await server.ready();
    const res = await server.inject({ method: 'POST', url: '/admin/add-stock?search=hopper' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).not.toHaveProperty('stack');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /ERROR request failed request=POST \/admin\/add-stock\nError: deadlock detected\n/,
    );
    expect(lines[0]).not.toContain('hopper');
  });
});

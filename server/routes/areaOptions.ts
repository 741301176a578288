import type { z } from 'zod';
import type { Area } from '../../domain/access';
import { msgAnswer } from '../../domain/schemas/records';
import { batchAnswer } from '../../domain/schemas/batch';

/**
 * The route options of one access area (domain/access.ts), its OpenAPI tag the area's name: a
 * read with its own query, body and answer; a write whose body is checked and whose answer is
 * `{ msg }`; a batch write (services/batch.ts), whose body is `batchBody({...})` and whose answer
 * is per row. Every route so names the area the pre-handler checks.
 */
export function areaOptions(area: Area) {
  const tags = [area];
  return {
    read: <Schema extends object>(schema: Schema) => ({
      config: { access: { area, action: 'read' } as const },
      schema: { tags, ...schema },
    }),
    write: <Body extends z.ZodType>(body: Body) => ({
      config: { access: { area, action: 'write' } as const },
      schema: { tags, body, response: { 200: msgAnswer } },
    }),
    batch: <Body extends z.ZodType>(body: Body) => ({
      config: { access: { area, action: 'write' } as const },
      schema: { tags, body, response: { 200: batchAnswer } },
    }),
  };
}

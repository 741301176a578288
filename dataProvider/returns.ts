import type { BatchAnswer } from '../domain/schemas/batch';
import type { OpenReturnBody, ReturnRecord } from '../domain/schemas/returns';
import type { ReturnCondition } from '../domain/returns';
import { ADMIN_API, type HttpClient } from './httpClient';
import type { ServerMsg } from './orders';

/** Returns' calls beside the list and getOne (docs/api.md "Returns"). */
export interface ReturnMethods {
  /** The Admin opens a return of shipped lines: one return per shipper that shipped them. */
  openReturn(body: OpenReturnBody): Promise<ServerMsg & { doc: ReturnRecord[] }>;
  /** Whoever it goes to receives it, resaleable (back into stock) or damaged (written off). */
  receiveReturn(params: { id: string; condition: ReturnCondition }): Promise<ServerMsg>;
  receiveReturnsBatch(params: { ids: string[]; condition: ReturnCondition }): Promise<BatchAnswer>;
  /** The Admin refunds a received return: its lines as Refund does, and once to the shop. */
  refundReturn(params: { id: string }): Promise<ServerMsg>;
}

export function returnMethods(http: HttpClient): ReturnMethods {
  const post = async <T = ServerMsg>(path: string, body: unknown): Promise<T> =>
    (await http<T>(`${ADMIN_API}${path}`, { method: 'POST', body })).json;
  return {
    openReturn: (body) => post('/open-return', body),
    receiveReturn: ({ id, condition }) => post('/receive-return', { id, condition }),
    receiveReturnsBatch: ({ ids, condition }) =>
      post<BatchAnswer>('/receive-returns-batch', { ids, condition }),
    refundReturn: ({ id }) => post('/refund-return', { id }),
  };
}

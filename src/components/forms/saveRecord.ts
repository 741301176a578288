import type { Identifier } from 'react-admin';
import { ADMIN_API, httpClient, serverMessage, type HttpClient } from '../../../dataProvider/httpClient';
import { RESOURCES, type ResourceMappings } from '../../../dataProvider/resources';

export interface SaveAnswer {
  /** The server's msg, shown in the success banner. */
  msg: string;
  json: Record<string, unknown>;
}

export type SaveKind = 'create' | 'update';

/**
 * Posts a form to the resource's documented add or edit endpoint (dataProvider/resources.ts is
 * the one place that names them). The dataProvider's create/update keep only the record, but
 * spec 001 section 8 shows the server's msg after each save, so forms save through here.
 */
export async function saveRecord(
  resource: string,
  kind: SaveKind,
  values: Record<string, unknown>,
  id?: Identifier,
  { http = httpClient, resources = RESOURCES }: { http?: HttpClient; resources?: ResourceMappings } = {},
): Promise<SaveAnswer> {
  const mapping = Object.hasOwn(resources, resource) ? resources[resource] : undefined;
  const path = kind === 'create' ? mapping?.createPath : mapping?.updatePath;
  if (!path) throw new Error(`The resource "${resource}" has no ${kind} path in the dataProvider mapping`);
  const body = kind === 'update' ? { id, ...values } : values;
  const { json } = await http<Record<string, unknown>>(`${ADMIN_API}${path}`, { method: 'POST', body });
  const answer = json ?? {};
  return { msg: serverMessage(answer) ?? '', json: answer };
}

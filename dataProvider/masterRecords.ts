import type { BatchAnswer } from '../domain/schemas/batch';
import type { OpenWorkAnswer, OpenWorkRow } from '../domain/schemas/openWork';
import { ADMIN_API, type HttpClient } from './httpClient';
import type { ResourceMapping } from './resources';

/**
 * The batch twins of a master-data resource's Delete and Activate/Deactivate (docs/api.md
 * "Acting on selected rows"): its mapped path with `-batch` appended, e.g. '/delete_warehouse-batch'.
 */
export interface MasterRecordMethods {
  /** POST `<delete>-batch` `{ids}`: each selected record deleted under the single delete's rule. */
  deleteBatch(resource: string, params: { ids: string[] }): Promise<BatchAnswer>;
  /** POST `<status>-batch` `{ids, activated}`: `activated` is the status to set, not the one shown. */
  setActivationBatch(resource: string, params: { ids: string[]; activated: boolean }): Promise<BatchAnswer>;
  /** POST `<delete>-open-work` `{ids}`: what deactivating or deleting each would strand (nothing written). */
  openWork(resource: string, params: { ids: string[] }): Promise<OpenWorkRow[]>;
}

/** `pathOf` answers the resource's mapped path of the single call (or throws when it has none). */
export function masterRecordMethods(
  http: HttpClient,
  pathOf: (resource: string, call: keyof Pick<ResourceMapping, 'deletePath' | 'statusPath'>) => string,
): MasterRecordMethods {
  const post = async (path: string, body: unknown) =>
    (await http<BatchAnswer>(`${ADMIN_API}${path}-batch`, { method: 'POST', body })).json;
  return {
    deleteBatch: (resource, { ids }) => post(pathOf(resource, 'deletePath'), { ids }),
    setActivationBatch: (resource, { ids, activated }) =>
      post(pathOf(resource, 'statusPath'), { ids, activated }),
    openWork: async (resource, { ids }) =>
      (
        await http<OpenWorkAnswer>(`${ADMIN_API}${pathOf(resource, 'deletePath')}-open-work`, {
          method: 'POST',
          body: { ids },
        })
      ).json.rows,
  };
}

import type { RoutingPreviewRecord, WarehouseChange } from '../domain/schemas/routingPreview';
import { ADMIN_API, type HttpClient } from './httpClient';

/** A warehouse change tried before it is saved (docs/api.md, POST /preview-warehouse-change). */
export interface RoutingPreviewMethods {
  previewWarehouseChange(params: {
    change: WarehouseChange;
    signal?: AbortSignal;
  }): Promise<RoutingPreviewRecord>;
}

export function routingPreviewMethods(http: HttpClient): RoutingPreviewMethods {
  return {
    previewWarehouseChange: async ({ change, signal }) =>
      (
        await http<{ doc: RoutingPreviewRecord }>(`${ADMIN_API}/preview-warehouse-change`, {
          method: 'POST',
          body: change,
          ...(signal ? { signal } : {}),
        })
      ).json.doc,
  };
}

import { ACTIVITY_FILTERS } from '../domain/activity';
import type { FileTransport, DownloadedFile } from './files';
import { ADMIN_API } from './httpClient';

/** Who changed what (docs/api.md "Who changed what"): the list is getList('activity'). */
export interface ActivityMethods {
  /** Every record the list's filter selects, as CSV: its search, kind (the Filter tag) and own filters. */
  exportActivityCsv(params: { filter: Record<string, unknown> }): Promise<DownloadedFile>;
}

export function activityMethods(files: FileTransport): ActivityMethods {
  return {
    exportActivityCsv({ filter }) {
      const params = new URLSearchParams();
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
      const set = (key: string, value: unknown) => {
        const given = text(value);
        if (given) params.set(key, given);
      };
      set('search', filter.q);
      set('kind', filter.tag);
      for (const key of ACTIVITY_FILTERS) set(key, filter[key]);
      return files.download(`${ADMIN_API}/export-activity?${params}`, 'activity.csv');
    },
  };
}

import { Navigate, useLocation } from 'react-router-dom';
import { useCreatePath } from 'react-admin';

/** The id in the navigation state of a spec path: `{record}` (spec 001 section 2) or `{_id}`. */
export function idFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { record, _id, id } = state as { record?: unknown; _id?: unknown; id?: unknown };
  const fromRecord =
    typeof record === 'object' && record !== null
      ? ((record as { _id?: unknown; id?: unknown })._id ?? (record as { id?: unknown }).id)
      : undefined;
  const found = fromRecord ?? _id ?? id;
  return typeof found === 'string' || typeof found === 'number' ? String(found) : undefined;
}

/**
 * The spec's view and edit paths (/view-warehouse, /edit-supplier, ...) carry the record in the
 * navigation state. They land on the canonical react-admin route of that record
 * (/warehouses/:id/show, /warehouses/:id), which also survives a refresh; without a record
 * there is nothing to show, so they land on the list.
 */
export const RecordRedirect = ({ resource, type }: { resource: string; type: 'show' | 'edit' }) => {
  const { state } = useLocation();
  const createPath = useCreatePath();
  const id = idFromState(state);
  const to = id ? createPath({ resource, type, id }) : createPath({ resource, type: 'list' });
  return <Navigate to={to} replace />;
};

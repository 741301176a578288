import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * A link that opens one action of one record on arrival (Needs attention's fix in one click):
 * `action` names the action, `record` the record it acts on. Both leave the address once the
 * action opened, so reloading or going back does not open it again.
 */
export function withRequestedAction(address: string, action: string, recordId: string): string {
  const [path, query = ''] = address.split('?');
  const params = new URLSearchParams(query);
  params.set('action', action);
  params.set('record', recordId);
  return `${path}?${params}`;
}

/** Calls `open` once when the address asks for this action on this record. */
export function useRequestedAction(action: string, recordId: string | undefined, open: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const requested =
    recordId !== undefined && params.get('action') === action && params.get('record') === recordId;
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    if (!requested) return;
    const rest = new URLSearchParams(location.search);
    rest.delete('action');
    rest.delete('record');
    navigate({ pathname: location.pathname, search: rest.toString() }, { replace: true });
    openRef.current();
  }, [requested, location.pathname, location.search, navigate]);
}

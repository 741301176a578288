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

/** What a link may ask a screen to open on arrival: one action of one record. */
export interface RequestedAction {
  action: string;
  recordId: string;
}

/** What the address asks to open, left in it (a list expanding the row whose control will open it). */
export function useRequested(): RequestedAction | undefined {
  const params = new URLSearchParams(useLocation().search);
  const action = params.get('action');
  const recordId = params.get('record');
  return action && recordId ? { action, recordId } : undefined;
}

/**
 * Calls `open` once when the address asks for `openOn` (none: the control offers nothing to
 * open, e.g. its action is not allowed now).
 */
export function useRequestedAction(openOn: RequestedAction | undefined, open: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const requested =
    !!openOn && params.get('action') === openOn.action && params.get('record') === openOn.recordId;
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

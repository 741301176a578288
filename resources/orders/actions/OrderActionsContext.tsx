import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useRefresh } from 'react-admin';
import { errorMessage } from '../../../dataProvider/httpClient';
import { MessageBanner, type Banner } from '../../../src/components/MessageBanner';
import type { Order, OrderProduct } from '../types';
import { OrderActionDialog } from './OrderActionDialog';

/**
 * What a row menu entry or a cell asks for. One dialog host per screen shows it: the row menus
 * close as soon as an entry is chosen, so a dialog cannot live inside them.
 */
export type OrderAction =
  | { kind: 'change-status'; order: Order }
  | { kind: 'change-consolidated-status'; order: Order }
  | { kind: 'comment'; order: Order }
  | { kind: 'invoice-number'; order: Order }
  | { kind: 'shipping-info'; order: Order }
  | { kind: 'shipping-ticket'; order: Order }
  | { kind: 'refund'; order: Order; line: OrderProduct }
  | { kind: 'choose-warehouse'; order: Order; warehouse: { _id: string; name: string } }
  | { kind: 'consolidate'; order: Order; consolidated: boolean }
  | { kind: 'dropshipping-advisory'; order: Order };

interface OrderActionsValue {
  open: (action: OrderAction) => void;
  /** Runs a call of a dialog: its msg becomes the green banner, its failure the red one (or `failure`). */
  run: (call: () => Promise<{ msg: string }>, failure?: string) => Promise<boolean>;
  /**
   * For a dialog with typed input: on success as run(); on failure no banner, the server's
   * message is returned so the dialog can show it and keep what was typed.
   */
  submit: (call: () => Promise<{ msg: string }>) => Promise<string | null>;
  banner: Banner | null;
  setBanner: (banner: Banner | null) => void;
}

const OrderActions = createContext<OrderActionsValue | null>(null);

export function useOrderActions(): OrderActionsValue {
  const value = useContext(OrderActions);
  if (!value) throw new Error('useOrderActions needs an <OrderActionsProvider>');
  return value;
}

/**
 * The order screens' dialogs and banner (spec 000 sections 2 and 8): the server's msg in a
 * green or red dismissible banner at the top, the page scrolled to it; the list reloads after
 * every change.
 */
export const OrderActionsProvider = ({ children }: { children: ReactNode }) => {
  const refresh = useRefresh();
  const [action, setAction] = useState<OrderAction | null>(null);
  const [banner, setBannerState] = useState<Banner | null>(null);

  const setBanner = useCallback((next: Banner | null) => {
    setBannerState(next);
    if (next) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, []);

  const run = useCallback(
    async (call: () => Promise<{ msg: string }>, failure?: string) => {
      try {
        const { msg } = await call();
        setBanner({ severity: 'success', message: msg });
        return true;
      } catch (error) {
        setBanner({ severity: 'error', message: failure ?? errorMessage(error) });
        return false;
      } finally {
        refresh();
      }
    },
    [refresh, setBanner],
  );

  const submit = useCallback(
    async (call: () => Promise<{ msg: string }>) => {
      try {
        const { msg } = await call();
        setBanner({ severity: 'success', message: msg });
        refresh();
        return null;
      } catch (error) {
        return errorMessage(error);
      }
    },
    [refresh, setBanner],
  );

  const value = useMemo(
    () => ({ open: setAction, run, submit, banner, setBanner }),
    [run, submit, banner, setBanner],
  );
  return (
    <OrderActions.Provider value={value}>
      {children}
      {action ? <OrderActionDialog action={action} onClose={() => setAction(null)} /> : null}
    </OrderActions.Provider>
  );
};

/** The screen's banner, under its title. */
export const OrderBanner = () => {
  const { banner, setBanner } = useOrderActions();
  return <MessageBanner banner={banner} onClose={() => setBanner(null)} />;
};

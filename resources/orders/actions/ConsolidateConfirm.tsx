import { useRef } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { consolidationFailedMsg } from '../../../domain/consolidation';
import { consolidateOrder } from '../ordersApi';
import type { Order } from '../types';
import { IrreversibleConfirm } from './IrreversibleConfirm';
import { useOrderActions } from './OrderActionsContext';

/**
 * Consolidate or Unconsolidate an order, irreversibly (spec 000 section 4): the server's
 * 'Order consolidated Successfuly' / 'Order Unconsolidated Successfuly' as the banner; when it
 * answers {dropshipping: 0} the dialog closes and the no-dropshipping advisory opens instead;
 * a failure reads 'Could not consolidated Order. Something went wrong.'.
 */
export const ConsolidateConfirm = ({
  order,
  consolidated,
  onClose,
}: {
  order: Order;
  consolidated: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { setBanner, open } = useOrderActions();
  const refused = useRef(false);
  return (
    <IrreversibleConfirm
      title={consolidated ? 'app.orders.consolidate.confirm_title' : 'app.orders.unconsolidate.confirm_title'}
      detail={translate(consolidated ? 'app.orders.consolidate.detail' : 'app.orders.unconsolidate.detail', {
        order: order.order_number,
      })}
      onConfirm={async () => {
        try {
          const answer = await consolidateOrder(order._id, consolidated);
          if (answer.dropshipping === 0) refused.current = true;
          else setBanner({ severity: 'success', message: answer.msg });
        } catch {
          setBanner({ severity: 'error', message: consolidationFailedMsg(consolidated) });
        } finally {
          refresh();
        }
      }}
      onClose={() => (refused.current ? open({ kind: 'dropshipping-advisory', order }) : onClose())}
    />
  );
};

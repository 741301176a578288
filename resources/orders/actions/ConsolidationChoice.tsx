import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { consolidationFailedMsg } from '../../../domain/consolidation';
import { ChoiceSelect } from '../fields/ChoiceSelect';
import type { Order } from '../../../src/components/orders/types';
import { DropshippingAdvisory } from './DropshippingAdvisory';
import { ConfirmDialog, useActions, useWrite } from '../../../src/components/actions';

const OPTIONS = [
  { id: 'consolidate', name: 'app.orders.consolidate.option' },
  { id: 'unconsolidate', name: 'app.orders.unconsolidate.option' },
] as const;

/**
 * Consolidate or Unconsolidate an order, irreversibly (spec 000 section 4): the server's
 * 'Order consolidated Successfuly' / 'Order Unconsolidated Successfuly' as the banner; when it
 * answers {dropshipping: 0} the dialog closes and the no-dropshipping advisory opens instead;
 * a failure reads 'Could not consolidated Order. Something went wrong.'.
 */
const ConsolidateConfirm = ({ order, consolidated }: { order: Order; consolidated: boolean }) => {
  const translate = useTranslate();
  const { showDialog, closeDialog } = useActions();
  // The advisory's words when the server refused for dropshipping.
  const refused = useRef<string | null>(null);
  const { run } = useWrite((dp) => dp.consolidateOrder({ orderId: order._id, consolidated }), {
    failure: consolidationFailedMsg(consolidated),
    // Refused for dropshipping: no success banner, the advisory says why instead.
    announce: (answer) => {
      refused.current = answer.dropshipping === 0 ? answer.msg : null;
      return refused.current === null;
    },
  });
  return (
    <ConfirmDialog
      title={consolidated ? 'app.orders.consolidate.confirm_title' : 'app.orders.unconsolidate.confirm_title'}
      detail={translate(consolidated ? 'app.orders.consolidate.detail' : 'app.orders.unconsolidate.detail', {
        order: order.order_number,
      })}
      onConfirm={() => run(undefined)}
      onClose={() =>
        refused.current !== null
          ? showDialog(<DropshippingAdvisory message={refused.current} onClose={closeDialog} />)
          : closeDialog()
      }
    />
  );
};

/** The Consolidate/Unconsolidate selector of an order still undecided (the server's isConsolidateOption). */
export const ConsolidationChoice = ({ order }: { order: Order }) => {
  const { showDialog } = useActions();
  return (
    <ChoiceSelect
      label="app.orders.consolidate.choose"
      openOn={{ action: 'decide-consolidation', recordId: order._id }}
      options={OPTIONS}
      onChoose={(id) => showDialog(<ConsolidateConfirm order={order} consolidated={id === 'consolidate'} />)}
    />
  );
};

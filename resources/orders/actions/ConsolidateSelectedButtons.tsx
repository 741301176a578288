import CallMergeIcon from '@mui/icons-material/CallMerge';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import { useTranslate } from 'react-admin';
import { BulkActionButton, ConfirmDialog, type SaveOutcome } from '../../../src/components/actions';
import type { Order } from '../../../src/components/orders/types';

/** What the confirmation says will happen to the selected orders, then the irreversible question. */
const ConfirmSelected = ({
  consolidated,
  count,
  save,
  onClose,
}: {
  consolidated: boolean;
  count: number;
  save: (params: { consolidated: boolean }) => Promise<SaveOutcome>;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const which = consolidated ? 'consolidate' : 'unconsolidate';
  return (
    <ConfirmDialog
      title={`app.orders.bulk.${which}_title`}
      detail={translate(`app.orders.bulk.${which}_detail`, { smart_count: count })}
      onConfirm={() => save({ consolidated })}
      onClose={onClose}
    />
  );
};

/**
 * Consolidate or Unconsolidate the selected orders, irreversibly (POST /consolidate-order-batch):
 * each order under the single choice's rule; the banner lists the orders refused and why (already
 * decided, problematic, or a supplier that does not dropship).
 */
const DecideSelectedButton = ({ consolidated }: { consolidated: boolean }) => (
  <BulkActionButton<{ consolidated: boolean }, Order>
    label={consolidated ? 'app.orders.consolidate.option' : 'app.orders.unconsolidate.option'}
    icon={consolidated ? <CallMergeIcon /> : <CallSplitIcon />}
    call={(dp, ids, params) => dp.consolidateOrderBatch({ ids, consolidated: params.consolidated })}
    rowName={(order) => order.order_number}
    // Counted on every page: rows ticked on another page or by Select all are among them.
    dialog={(save, close, _selected, count) => (
      <ConfirmSelected consolidated={consolidated} count={count} save={save} onClose={close} />
    )}
  />
);

export const ConsolidateSelectedButton = () => <DecideSelectedButton consolidated />;
export const UnconsolidateSelectedButton = () => <DecideSelectedButton consolidated={false} />;

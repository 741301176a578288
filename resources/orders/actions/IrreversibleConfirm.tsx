import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { Confirm, useTranslate } from 'react-admin';
import { useOneAtATime } from '../../../src/components/actions';

/**
 * The irreversible actions' confirmation (spec 000 section 2): 'Are you sure? This action is
 * irreversible.' with CONFIRM and Cancel. The buttons are disabled while the call runs, and a
 * second CONFIRM meanwhile joins it (useOneAtATime).
 */
export const IrreversibleConfirm = ({
  title,
  detail,
  onConfirm,
  onClose,
}: {
  /** i18n key of the title, e.g. 'Warehouse Selection'. */
  title: string;
  /** What is about to happen, under the question. */
  detail?: ReactNode;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const { once, isPending: running } = useOneAtATime();
  return (
    <Confirm
      isOpen
      loading={running}
      title={title}
      content={
        <>
          {detail}
          <Typography sx={{ fontWeight: 600, mt: detail ? 1 : 0 }}>
            {translate('app.orders.irreversible')}
          </Typography>
        </>
      }
      confirm="app.orders.confirm"
      cancel="ra.action.cancel"
      onClose={onClose}
      onConfirm={() =>
        once(async () => {
          try {
            await onConfirm();
          } finally {
            onClose();
          }
        })
      }
    />
  );
};

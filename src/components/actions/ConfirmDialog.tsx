import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { Confirm, useTranslate } from 'react-admin';
import { useOneAtATime } from './useOneAtATime';

/**
 * An action's confirmation, by default the irreversible actions' one (spec 000 section 2):
 * 'Are you sure? This action is irreversible.' with CONFIRM and Cancel. The buttons are disabled
 * while the call runs, a second CONFIRM meanwhile joins it (useOneAtATime), and the dialog
 * closes once the call settled.
 */
export const ConfirmDialog = ({
  title,
  detail,
  question = 'app.orders.irreversible',
  confirm = 'app.orders.confirm',
  confirmColor,
  cancel = 'ra.action.cancel',
  onConfirm,
  onClose,
}: {
  /** i18n key of the title, e.g. 'Warehouse Selection'. */
  title: string;
  /** What is about to happen, above the question. */
  detail?: ReactNode;
  /** The question in bold (i18n key or text); none with null. */
  question?: string | null;
  /** i18n keys of the buttons. */
  confirm?: string;
  confirmColor?: 'primary' | 'warning';
  cancel?: string;
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
        detail || question ? (
          <>
            {detail}
            {question ? (
              <Typography sx={{ fontWeight: 600, mt: detail ? 1 : 0 }}>
                {translate(question, { _: question })}
              </Typography>
            ) : null}
          </>
        ) : null
      }
      confirm={confirm}
      confirmColor={confirmColor}
      cancel={cancel}
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

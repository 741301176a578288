import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';
import { useActions } from '../../../src/components/actions/ActionsContext';

/**
 * The edit icon beside a line's value (Shipping Agent, Estimated Shipping Date): opens the
 * modal, hosted by the screen since the row may re-render under it. Disabled when the line's
 * rule (domain/supplierLines.ts) no longer allows the change.
 */
export const LineEditButton = ({
  label,
  disabled,
  dialog,
}: {
  /** Accessible name, already translated. */
  label: string;
  disabled: boolean;
  dialog: (close: () => void) => ReactNode;
}) => {
  const { showDialog, closeDialog } = useActions();
  const translate = useTranslate();
  return (
    <IconButton
      size="small"
      aria-label={translate(label, { _: label })}
      title={translate(label, { _: label })}
      disabled={disabled}
      onClick={(event) => {
        event.stopPropagation();
        showDialog(dialog(closeDialog));
      }}
    >
      <EditIcon fontSize="inherit" />
    </IconButton>
  );
};

import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';
import { useActions } from './ActionsContext';
import { preloadOnIntent } from './lazyDialog';
import { useRequestedAction, type RequestedAction } from './requestedAction';

/**
 * The edit icon beside a value of a row (a schedule, units, a shipping agent, a date): opens one
 * action's dialog, hosted by the screen (ActionsProvider) since the row may re-render under it.
 * Disabled when the action's rule no longer allows the change.
 */
export const DialogIconButton = ({
  label,
  disabled = false,
  icon = <EditIcon fontSize="small" />,
  withTitle = false,
  openOn,
  dialog,
}: {
  /** Accessible name (i18n key or text). */
  label: string;
  disabled?: boolean;
  icon?: ReactNode;
  /** The name also as the icon's tooltip. */
  withTitle?: boolean;
  /** Opens its dialog on arrival when the address asks for this action on this record. */
  openOn?: RequestedAction;
  dialog: (close: () => void) => ReactNode;
}) => {
  const translate = useTranslate();
  const { showDialog, closeDialog } = useActions();
  useRequestedAction(disabled ? undefined : openOn, () => showDialog(dialog(closeDialog)));
  const name = translate(label, { _: label });
  return (
    <IconButton
      size="small"
      aria-label={name}
      title={withTitle ? name : undefined}
      disabled={disabled}
      {...preloadOnIntent}
      onClick={(event) => {
        event.stopPropagation();
        showDialog(dialog(closeDialog));
      }}
    >
      {icon}
    </IconButton>
  );
};

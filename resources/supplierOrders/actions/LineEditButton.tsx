import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import EditIcon from '@mui/icons-material/Edit';
import type { AttentionFix } from '../../../domain/attention';
import { DialogIconButton } from '../../../src/components/actions';
import type { LineDialogProps, SupplierLine, SupplierOrder } from '../types';

/**
 * A line's pencil button (labelled with its supplier SKU) that opens one of the line's edit
 * modals; also on arrival when the address asks for `fix` on this line (Needs attention's row).
 */
export const LineEditButton = ({
  row,
  line,
  label,
  disabled,
  fix,
  dialog: LineDialog,
}: {
  row: SupplierOrder;
  line: SupplierLine;
  /** i18n key of the button's label, given the line's `sku`. */
  label: string;
  disabled: boolean;
  fix: AttentionFix;
  dialog: ComponentType<LineDialogProps>;
}) => {
  const translate = useTranslate();
  const sku = line.product_id?.supplier_sku ?? '';
  return (
    <DialogIconButton
      withTitle
      icon={<EditIcon fontSize="inherit" />}
      label={translate(label, { sku })}
      disabled={disabled}
      openOn={{ action: fix, recordId: line._id }}
      dialog={(close) => <LineDialog row={row} line={line} onClose={close} />}
    />
  );
};

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { TextInput, useTranslate } from 'react-admin';
import { canAddShippingInfo, supplierLineStatusOf } from '../../../domain/supplierLines';
import { lineTrackingBody } from '../../../domain/schemas/purchasing';
import { InfoLine } from '../../orders/fields/InfoPopover';
import type { SupplierLine, SupplierOrder } from '../types';
import { LineDialogForm } from './LineDialogForm';
import { LineMenuItem } from './LineMenu';
import { useLineMutation } from './useLineMutation';

/**
 * Add Shipping Info while the line has none (tracking id a number of at least 0, agent name, a
 * URL; all required, spec 000 section 5); afterwards Shipping Info shows them read-only, since
 * tracking is added once. The list reloads after it is added (section 4).
 */
export const ShippingInfoMenuItem = ({ row, line }: { row: SupplierOrder; line: SupplierLine }) => {
  const tracked = !!line.trackingId;
  return (
    <LineMenuItem
      label={
        tracked ? 'app.supplier_orders.shipping_info.title' : 'app.supplier_orders.shipping_info.add_title'
      }
      disabled={
        !tracked && !canAddShippingInfo({ status: supplierLineStatusOf(line.status), trackingId: null })
      }
      dialog={(close) =>
        tracked ? (
          <ShippingInfoView line={line} onClose={close} />
        ) : (
          <AddShippingInfoDialog row={row} line={line} onClose={close} />
        )
      }
    />
  );
};

export const ShippingInfoView = ({ line, onClose }: { line: SupplierLine; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="line-shipping-info-title">
      <DialogTitle id="line-shipping-info-title">
        {translate('app.supplier_orders.shipping_info.title')}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        <InfoLine label={translate('app.supplier_orders.shipping_info.trackingId')} value={line.trackingId} />
        <InfoLine
          label={translate('app.supplier_orders.shipping_info.agentName')}
          value={line.agentName ?? ''}
        />
        <InfoLine
          label={translate('app.supplier_orders.shipping_info.trackingURL')}
          value={
            line.trackingURL ? (
              <Link href={line.trackingURL} target="_blank" rel="noopener noreferrer">
                {line.trackingURL}
              </Link>
            ) : (
              ''
            )
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.supplier_orders.shipping_info.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

type TrackingParams = {
  productId: string;
  assignOrderId: string;
  trackingId: string;
  agentName: string;
  trackingURL: string;
};

export const AddShippingInfoDialog = ({
  row,
  line,
  onClose,
}: {
  row: SupplierOrder;
  line: SupplierLine;
  onClose: () => void;
}) => {
  const { save } = useLineMutation((dp, params: TrackingParams) => dp.addLineShippingInfo(params));
  return (
    <LineDialogForm
      id="add-line-shipping-info-title"
      title="app.supplier_orders.shipping_info.add_title"
      schema={lineTrackingBody}
      record={{
        productId: line._id,
        assignOrderId: row._id,
        trackingId: '',
        // The line's agent is the likely carrier; the supplier may write another.
        agentName: line.shipping_agent?.name ?? '',
        trackingURL: '',
      }}
      submitLabel="ra.action.save"
      save={(values) =>
        save({
          productId: line._id,
          assignOrderId: row._id,
          trackingId: values.trackingId,
          agentName: values.agentName,
          trackingURL: values.trackingURL,
        })
      }
      onClose={onClose}
    >
      {/* A text input of type number: the schema reads the id as text, so an empty box is "required". */}
      <TextInput
        source="trackingId"
        label="app.supplier_orders.shipping_info.trackingId"
        type="number"
        parse={(value: string) => value}
        slotProps={{ htmlInput: { min: 0 } }}
        autoFocus
        fullWidth
        isRequired
        margin="dense"
      />
      <TextInput
        source="agentName"
        label="app.supplier_orders.shipping_info.agentName"
        fullWidth
        isRequired
        margin="dense"
      />
      <TextInput
        source="trackingURL"
        label="app.supplier_orders.shipping_info.trackingURL"
        type="url"
        fullWidth
        isRequired
        margin="dense"
      />
    </LineDialogForm>
  );
};

import { canAddShippingInfo, supplierLineStatusOf } from '../../../domain/supplierLines';
import { lineTrackingBody } from '../../../domain/schemas/purchasing';
import { ShippingInfoDialog, ShippingInfoFields } from '../../../src/components/orders/ShippingInfoForms';
import type { LineDialogProps, SupplierLine, SupplierOrder } from '../types';
import { DialogMenuItem, useWrite } from '../../../src/components/actions';
import { DialogForm } from '../../../src/components/actions/DialogForm';

const TEXTS = 'app.supplier_orders.shipping_info';

/**
 * Add Shipping Info while the line has none (tracking id a number of at least 0, agent name, a
 * URL; all required, spec 000 section 5); afterwards Shipping Info shows them read-only, since
 * tracking is added once. The list reloads after it is added (section 4).
 */
export const ShippingInfoMenuItem = ({ row, line }: { row: SupplierOrder; line: SupplierLine }) => {
  const tracked = !!line.trackingId;
  return (
    <DialogMenuItem
      label={tracked ? `${TEXTS}.title` : `${TEXTS}.add_title`}
      disabled={
        !tracked && !canAddShippingInfo({ status: supplierLineStatusOf(line.status), trackingId: null })
      }
      dialog={(close) => (
        <ShippingInfoDialog
          texts={TEXTS}
          info={line}
          onClose={close}
          add={() => <AddShippingInfoDialog row={row} line={line} onClose={close} />}
        />
      )}
    />
  );
};

type TrackingParams = {
  productId: string;
  assignOrderId: string;
  trackingId: string;
  agentName: string;
  trackingURL: string;
};

const AddShippingInfoDialog = ({ row, line, onClose }: LineDialogProps) => {
  const { submit: save } = useWrite((dp, params: TrackingParams) => dp.addLineShippingInfo(params));
  return (
    <DialogForm
      maxWidth="xs"
      title={`${TEXTS}.add_title`}
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
      <ShippingInfoFields texts={TEXTS} />
    </DialogForm>
  );
};

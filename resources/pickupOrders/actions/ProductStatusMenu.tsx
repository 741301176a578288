import { useTranslate } from 'react-admin';
import { productStatusChoices } from '../../../domain/pickupOrders';
import { DialogMenuItem, RowMenu, useWrite } from '../../../src/components/actions';
import { ChangeStatusDialog } from '../../../src/components/orders/ChangeStatusDialog';
import type { PickupOrder, PuoAssignment, PuoLine } from '../types';
import { assignmentFacts, puoStatusChoices } from './puoStatusChoices';

/** The line's Change Status choices, by the server's rule (domain/pickupOrders.ts). */
const choicesOf = ({ puo, assignment, line }: ProductLineProps) =>
  productStatusChoices(puo.notification_status, assignmentFacts(assignment), line);

/** A product line of a sent PUO, with the PUO and the assignment it belongs to. */
interface ProductLineProps {
  puo: PickupOrder;
  assignment: PuoAssignment;
  line: PuoLine;
}

/**
 * A product's own menu on a sent PUO: Change Status, Refund or Shipped (POST
 * /change-puo-product-status; Shipped to a customer disabled until the Shipping Info is added).
 * Offered only while the line's rule offers something.
 */
export const ProductStatusMenu = ({ puo, assignment, line }: ProductLineProps) => {
  const translate = useTranslate();
  const sku = line.product_id?.supplier_sku ?? '';
  return (
    <RowMenu label={translate('app.pickup_orders.product.menu', { sku })} keepMounted={false}>
      <DialogMenuItem
        label="app.pickup_orders.change_status"
        disabled={!choicesOf({ puo, assignment, line }).length}
        dialog={(close) => (
          <ChangeProductStatusDialog puo={puo} assignment={assignment} line={line} onClose={close} />
        )}
      />
    </RowMenu>
  );
};

const ChangeProductStatusDialog = ({
  puo,
  assignment,
  line,
  onClose,
}: ProductLineProps & { onClose: () => void }) => {
  // Spec 000 section 4: a failed PUO status change is swallowed; the dialog closes and the
  // reloaded list shows the status as it is.
  const { run } = useWrite(
    (dp, status: 'Refund' | 'Shipped') =>
      dp.changePuoProductStatus({
        status,
        productUniqueId: line._id,
        shopifyLineItemId: line.shopify_line_item_id,
        puoId: puo._id,
        sentTo: assignment.sent_to,
        sentToId: assignment.sent_to_id?._id ?? null,
        orderId: assignment.order_id?._id ?? null,
      }),
    { quiet: true },
  );
  return (
    <ChangeStatusDialog
      {...puoStatusChoices(choicesOf({ puo, assignment, line }))}
      save={async (status) => {
        await run(status as 'Refund' | 'Shipped');
      }}
      onClose={onClose}
    />
  );
};

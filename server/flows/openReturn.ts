import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orderLines, orders, products, returnLines, returns, settings, suppliers } from '../db/schema';
import {
  RETURN_EXPECTED_DAYS,
  returnProblems,
  returnsByShipper,
  type ReturnLineProblem,
  type Shipper,
} from '../../domain/returns';
import type { ParcelLine } from '../../domain/parcelsShipped';
import { say } from '../../domain/texts/answers';
import { badRequest, notFound, type FieldError } from '../http/errors';
import { defineFlow } from './flow';
import { recordEvents } from '../services/timeline/events';
import { queueEmail } from '../services/mail';
import { shippedParcels } from '../services/returns/shippedParcels';
import { returnsOfOrder } from '../services/returns/returnRows';
import { renderSupplierReturnEmail } from '../services/returns/returnEmail';

export interface OpenReturnInput {
  orderId: string;
  lines: ParcelLine[];
  reason: string;
  expectedDays?: number;
  userId: string;
}

/**
 * The Admin opens a return on an order (issue 32 item 2), in the caller's transaction: some lines
 * and quantities of what has shipped, with a reason. One return per shipper of those lines
 * (domain/returns.ts returnsByShipper): a warehouse's appears in its list; a supplier's is also
 * e-mailed to it through the outbox, once, in this transaction. Each return is a timeline entry.
 * Its steps: lock the order, check the lines against what shipped and what earlier returns took,
 * write one return per shipper, tell each supplier, the timeline says who.
 */
export const openReturn = defineFlow({
  name: 'a return is opened',
  after: ['outbox'],
  async run(tx: Tx, input: OpenReturnInput): Promise<string[]> {
    const order = await lockOrder(tx, input.orderId);
    const parcels = await shippedParcels(tx, order.id);
    const earlier = await returnsOfOrder(tx, order.id);
    const problems = returnProblems(input.lines, parcels, earlier);
    if (problems === 'empty')
      throw badRequest(say('returnNoLines'), [{ field: 'lines', message: say('returnNoLines').msg }]);
    if (problems.length) throw linesRefused(input.lines, problems);
    const opened: string[] = [];
    for (const group of returnsByShipper(input.lines, parcels)) {
      const row = await writeReturn(tx, order.id, group.shipper, group.lines, input);
      if (group.shipper.kind === 'supplier')
        await tellSupplier(tx, group.shipper.supplierId, row, order.orderNumber, group.lines, input.reason);
      opened.push(row.id);
      await recordEvents(tx, [
        {
          orderId: order.id,
          kind: 'return-opened',
          userId: input.userId,
          detail: {
            returnId: row.id,
            returnNumber: row.returnNumber,
            shipper: group.shipper.kind,
            units: group.lines.reduce((sum, l) => sum + l.quantity, 0),
            reason: input.reason,
          },
        },
      ]);
    }
    return opened;
  },
});

/** Step: the order under its row lock (a second return at once waits, then counts this one). */
async function lockOrder(tx: Tx, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('no key update');
  if (!order) throw notFound('Order not found');
  return order;
}

/** Each refused line as a field of the 400: `lines.<i>.lineId` or `lines.<i>.quantity`. */
function linesRefused(lines: readonly ParcelLine[], problems: readonly ReturnLineProblem[]) {
  const errors: FieldError[] = problems.map((p) => {
    const i = lines.findIndex((l) => l.lineId === p.lineId);
    const said =
      p.problem === 'notShipped'
        ? say('returnLineNotShipped')
        : p.problem === 'repeated'
          ? say('returnLineRepeated')
          : p.problem === 'notAQuantity'
            ? say('returnLineNotAQuantity')
            : say('returnLineMoreThanShipped', { left: p.left });
    const field = p.problem === 'notShipped' || p.problem === 'repeated' ? 'lineId' : 'quantity';
    return { field: `lines.${i}.${field}`, message: said.msg };
  });
  return badRequest(errors[0].message, errors);
}

/** Step: the return and its lines. */
async function writeReturn(
  tx: Tx,
  orderId: string,
  shipper: Shipper,
  lines: readonly ParcelLine[],
  input: OpenReturnInput,
) {
  const [row] = await tx
    .insert(returns)
    .values({
      orderId,
      shipperKind: shipper.kind,
      warehouseId: shipper.kind === 'warehouse' ? shipper.warehouseId : null,
      supplierId: shipper.kind === 'supplier' ? shipper.supplierId : null,
      reason: input.reason,
      expectedDays: input.expectedDays ?? RETURN_EXPECTED_DAYS,
      openedBy: input.userId,
    })
    .returning();
  await tx
    .insert(returnLines)
    .values(lines.map((l) => ({ returnId: row.id, orderLineId: l.lineId, quantity: l.quantity })));
  return row;
}

/** Step: the supplier's e-mail, queued in the outbox with the return (sent once by its job). */
async function tellSupplier(
  tx: Tx,
  supplierId: string,
  row: typeof returns.$inferSelect,
  orderNumber: string,
  lines: readonly ParcelLine[],
  reason: string,
) {
  const [supplier] = await tx.select().from(suppliers).where(eq(suppliers.id, supplierId));
  if (!supplier) return;
  const [config] = await tx.select({ sendFromEmail: settings.sendFromEmail }).from(settings).limit(1);
  const described = await tx
    .select({
      id: orderLines.id,
      sku: orderLines.sku,
      name: orderLines.name,
      supplierSku: products.supplierSku,
      supplierProductName: products.supplierProductName,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(
      inArray(
        orderLines.id,
        lines.map((l) => l.lineId),
      ),
    );
  const byId = new Map(described.map((d) => [d.id, d]));
  await queueEmail(
    tx,
    renderSupplierReturnEmail({
      returnNumber: row.returnNumber,
      orderNumber,
      reason,
      supplier,
      from: config?.sendFromEmail ?? null,
      lines: lines.map((l) => {
        const d = byId.get(l.lineId);
        return {
          supplierSku: d?.supplierSku ?? d?.sku ?? '',
          supplierProductName: d?.supplierProductName ?? d?.name ?? '',
          units: l.quantity,
        };
      }),
    }),
  );
}

import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { warehouses } from '../../db/schema';
import type { NamedRoutingWarehouse } from '../../../domain/routingExplanation';
import {
  movesByRoute,
  previewRoutingChange,
  routingWarehouseOfForm,
  withWarehouse,
  type RoutingShift,
} from '../../../domain/routingPreview';
import {
  PREVIEW_DAYS,
  PREVIEW_LISTED,
  type RoutingPreviewRecord,
  type WarehouseChange,
} from '../../../domain/schemas/routingPreview';
import { entity as warehouse } from '../../../domain/entities/warehouses';
import { notFound } from '../../http/errors';
import { routingWarehouse } from '../orders/routing';
import { decidedOrdersIn, waitingOrders } from './previewOrders';

/** The id the preview gives a warehouse not yet added (stored ids are uuids). */
const NEW = 'new-warehouse';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Trying a warehouse change before saving it (issue 18 item 5): the orders of the last 30 days
 * and the waiting ones routed by the same functions with the warehouses as they are and as the
 * change would leave them. Read only; the save routes what `waiting.routed_on_save` names
 * (./routeOnSave.ts).
 */
export class RoutingPreviewService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async preview(change: WarehouseChange): Promise<RoutingPreviewRecord> {
    const now = this.now();
    const since = new Date(now.getTime() - PREVIEW_DAYS * DAY_MS);
    // One snapshot for the warehouses and the orders.
    return this.db.transaction(async (tx) => {
      const current = (await tx.select().from(warehouses).where(isNull(warehouses.deletedAt))).map(
        routingWarehouse,
      );
      const changed = await this.changed(tx, change);
      const after = withWarehouse(current, changed);
      const waiting = await waitingOrders(tx, false);
      const decided = await decidedOrdersIn(tx, since, now);
      // Each order routed once, oldest first; the window's are the decided ones and the waiting ones in it.
      const all = [...decided, ...waiting].sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.orderId < b.orderId ? -1 : 1),
      );
      const tried = previewRoutingChange(all, current, after);
      const inTheWindow = new Set(
        [...decided, ...waiting.filter((o) => o.createdAt >= since && o.createdAt <= now)].map(
          (o) => o.orderId,
        ),
      );
      const inWindow = (shifts: RoutingShift[]) => shifts.filter((s) => inTheWindow.has(s.orderId));
      const names = new Map([...current, ...after].map((w) => [w.id, w.name ?? '']));
      const ref = (id: string | null) =>
        id === null ? null : { id: id === NEW ? null : id, name: names.get(id) ?? '' };
      const listed = (shifts: RoutingShift[]) => ({
        count: shifts.length,
        orders: shifts.slice(0, PREVIEW_LISTED).map((s) => ({
          order_id: s.orderId,
          order_number: s.orderNumber,
          from: ref(s.from),
          to: ref(s.to),
        })),
      });
      return {
        days: PREVIEW_DAYS,
        since: since.toISOString(),
        recent: {
          orders: inTheWindow.size,
          moved: listed(inWindow(tried.moved)),
          moves: movesByRoute(inWindow(tried.moved)).map((m) => ({
            from: ref(m.from)!,
            to: ref(m.to)!,
            count: m.count,
          })),
          solved: listed(inWindow(tried.solved)),
          created: listed(inWindow(tried.created)),
        },
        waiting: { orders: waiting.length, routed_on_save: listed(tried.routedOnSave) },
      };
    });
  }

  /** The warehouse as the change would leave it; 404 when it names no live warehouse. */
  private async changed(tx: Tx, change: WarehouseChange): Promise<NamedRoutingWarehouse> {
    const [stored] = change.id
      ? await tx
          .select()
          .from(warehouses)
          .where(and(eq(warehouses.id, change.id), isNull(warehouses.deletedAt)))
      : [];
    if (change.id && !stored) throw notFound(warehouse.messages.notFound);
    if (change.warehouse)
      // A new warehouse is activated (the table's default); an edit keeps the activation.
      return routingWarehouseOfForm(stored?.id ?? NEW, stored?.activated ?? true, change.warehouse);
    return { ...routingWarehouse(stored), activated: change.activated! };
  }
}

import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { orders, warehouses } from '../../db/schema';
import type { NamedRoutingWarehouse } from '../../../domain/routingExplanation';
import {
  routeChangeOf,
  routingWarehouseOfForm,
  withWarehouse,
  type ChangeKind,
} from '../../../domain/routingPreview';
import {
  PREVIEW_DAYS,
  PREVIEW_LISTED,
  type RoutingPreviewRecord,
  type WarehouseChange,
} from '../../../domain/schemas/routingPreview';
import { entity as warehouse } from '../../../domain/entities/warehouses';
import { notFound } from '../../http/errors';
import { routingWarehouse } from '../../flows/steps/routeOrders';
import { triedChanges } from './triedChanges';
import { shopNameOf, type ShopNaming } from '../orderRecords/shopShown';

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
    /** How a listed order names its shop (several shops configured). */
    private readonly shopNaming: ShopNaming = false,
  ) {}

  async preview(change: WarehouseChange): Promise<RoutingPreviewRecord> {
    const until = this.now();
    const window = { since: new Date(until.getTime() - PREVIEW_DAYS * DAY_MS), until };
    // One snapshot for the warehouses and the orders.
    return this.db.transaction(async (tx) => {
      // The groups are aggregated in memory (tens of thousands of orders), not sorted on disk.
      await tx.execute(sql`set local work_mem = '64MB'`);
      const current = (await tx.select().from(warehouses).where(isNull(warehouses.deletedAt))).map(
        routingWarehouse,
      );
      const after = withWarehouse(current, await this.changed(tx, change));
      const tried = await triedChanges(tx, window, routeChangeOf(current, after));
      const names = new Map([...current, ...after].map((w) => [w.id, w.name ?? '']));
      const ref = (id: string | null) =>
        id === null ? null : { id: id === NEW ? null : id, name: names.get(id) ?? '' };
      const listed = async (kind: ChangeKind, of: 'recent' | 'waiting') => {
        const { count, orders: shifts } = await tried.listed(kind, of, PREVIEW_LISTED);
        const shops = await this.shopsOf(
          tx,
          shifts.map((s) => s.orderId),
        );
        return {
          count,
          orders: shifts.map((s) => ({
            order_id: s.orderId,
            order_number: s.orderNumber,
            shop: shopNameOf(shops.get(s.orderId), this.shopNaming),
            from: ref(s.from),
            to: ref(s.to),
          })),
        };
      };
      return {
        days: PREVIEW_DAYS,
        since: window.since.toISOString(),
        recent: {
          orders: tried.recent,
          moved: await listed('moved', 'recent'),
          moves: tried.moves().map((m) => ({ from: ref(m.from)!, to: ref(m.to)!, count: m.count })),
          solved: await listed('solved', 'recent'),
          created: await listed('created', 'recent'),
        },
        waiting: { orders: tried.waiting, routed_on_save: await listed('solved', 'waiting') },
      };
    });
  }

  /** The warehouse as the change would leave it; 404 when it names no live warehouse. */
  /** The shops of the listed orders, read only when the answer names them (several shops). */
  private async shopsOf(tx: Tx, orderIds: string[]): Promise<Map<string, string | null>> {
    if (!this.shopNaming || orderIds.length === 0) return new Map();
    const rows = await tx
      .select({ id: orders.id, shop: orders.shop })
      .from(orders)
      .where(inArray(orders.id, orderIds));
    return new Map(rows.map((r) => [r.id, r.shop]));
  }

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

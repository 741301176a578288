import { and, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, pickupOrders } from '../../db/schema';
import { ownerOf } from '../../../domain/owners';
import { warehouseLines } from '../../../domain/orderLines';
import type { Language } from '../../../domain/preferences';
import { pickLists } from '../../../domain/printing/pickList';
import { hasTicket, orderTicket, pickupOrderTickets } from '../../../domain/printing/tickets';
import { conflict, notFound } from '../../http/errors';
import type { SignedInUser } from '../auth';
import { orderRecords, type OrderRecord } from '../orderRecords/records';
import { shopShown, type ShopNaming } from '../orderRecords/shopShown';
import { pickupOrderRecords } from '../pickups/puoRecords';
import { shipsFromWarehouse, warehouseScope } from '../warehouseOrders/list';
import { drawInThread } from './pdfThread';
import { say } from '../../../domain/texts/answers';

/** A PDF and the selected orders it leaves out (no ticket: no warehouse yet). */
export interface PrintedPdf {
  pdf: Buffer;
  leftOut: string[];
}

/** The records of `ids`, in the selection's order; one the caller may not reach is a 404 naming it. */
function inSelectionOrder<R extends { _id: string }>(
  ids: readonly string[],
  records: readonly R[],
  missing: 'ordersNotFound' | 'pickupOrdersNotFound',
) {
  const byId = new Map(records.map((r) => [r._id, r]));
  const absent = ids.filter((id) => !byId.has(id));
  if (absent.length) throw notFound(say(missing, { ids: absent.join(', ') }));
  return ids.map((id) => byId.get(id)!);
}

/**
 * Printing in bulk (issue 19): the shipping tickets of selected orders or pickup orders, and
 * the pick lists of selected orders, as PDFs drawn from domain/printing's content, the same the
 * browser's print preview draws. Each caller reaches what its lists show: an Admin every order,
 * a Warehouse user its own warehouse's orders (another's is a 404, as /get-warehouse-order).
 */
export class PrintService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
    /** More than one shop is configured: a printed order number names its shop. */
    private readonly shopNaming: ShopNaming = false,
  ) {}

  private async orders(ids: readonly string[], scope: SQL | undefined): Promise<OrderRecord[]> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(inArray(orders.id, [...ids]), scope));
    const records = (await orderRecords(this.db, rows)).map((r) => shopShown(r, this.shopNaming));
    return inSelectionOrder(ids, records, 'ordersNotFound');
  }

  private async tickets(
    records: OrderRecord[],
    linesOf: (o: OrderRecord) => OrderRecord['products'],
    language: Language,
  ) {
    const printed = records.filter(hasTicket);
    const leftOut = records.filter((o) => !hasTicket(o)).map((o) => o.order_number);
    if (!printed.length) throw conflict(say('noTicketNoWarehouse', { orders: leftOut.join(', ') }));
    const tickets = printed.map((o) => orderTicket(o, linesOf(o)));
    return {
      pdf: await drawInThread({ kind: 'tickets', tickets, language, generatedAt: this.now() }),
      leftOut,
    };
  }

  /** The Master Dashboard's selection (Admin): every product of each order, as its row menu's ticket. */
  async orderTickets(ids: readonly string[], language: Language): Promise<PrintedPdf> {
    return this.tickets(await this.orders(ids, undefined), (o) => o.products, language);
  }

  /** Warehouse Orders' selection: the lines the warehouse ships, of the orders the caller's list shows. */
  async warehouseOrderTickets(user: SignedInUser, ids: readonly string[], language: Language) {
    const records = await this.orders(ids, and(shipsFromWarehouse, warehouseScope(user, null)));
    return this.tickets(records, warehouseLines, language);
  }

  /**
   * Pick lists, one per warehouse: an Admin's of any orders (a Master Dashboard selection may
   * hold dropshipped ones, which no list has), a Warehouse user's of its own warehouse orders.
   */
  async pickLists(user: SignedInUser, ids: readonly string[], language: Language): Promise<PrintedPdf> {
    const scope =
      ownerOf(user) === undefined ? undefined : and(shipsFromWarehouse, warehouseScope(user, null));
    const picked = pickLists(await this.orders(ids, scope));
    if (!picked.lists.length) throw conflict(say('noWarehousePicks', { orders: picked.unpicked.join(', ') }));
    return {
      pdf: await drawInThread({ kind: 'pickLists', picked, language, generatedAt: this.now() }),
      leftOut: picked.unpicked,
    };
  }

  /** The selected pickup orders' tickets (Admin), one per assignment. */
  async pickupOrderTickets(ids: readonly string[], language: Language): Promise<PrintedPdf> {
    const rows = await this.db
      .select()
      .from(pickupOrders)
      .where(inArray(pickupOrders.id, [...ids]));
    const puos = inSelectionOrder(ids, await pickupOrderRecords(this.db, rows), 'pickupOrdersNotFound');
    const tickets = puos.flatMap(pickupOrderTickets);
    const leftOut = puos.filter((p) => !p.assign_orders.length).map((p) => p.pickupOrderNumber);
    if (!tickets.length) throw conflict(say('noTicketNoAssignment', { orders: leftOut.join(', ') }));
    return {
      pdf: await drawInThread({ kind: 'tickets', tickets, language, generatedAt: this.now() }),
      leftOut,
    };
  }
}

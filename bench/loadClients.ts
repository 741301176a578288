/**
 * The load bench's clients: signed-in Admin, Warehouse and Supplier sessions, each a loop of
 * what that role does on its screens (list pages, edits, status changes, consolidations,
 * stock, small imports, PO sent now), with a pause between two actions. Every write the
 * server acknowledged is written down with a mark of its own, so the bench can check that it
 * is in the database exactly once.
 */
import { demoPacks, demoProducts } from '../server/demo/data';
import { DEMO_ACCOUNTS } from '../server/demo/seed';
import { shopifyExportRows } from '../server/demo/shopifyExport';
import { importChunks } from '../domain/shopifyOrders';

export type Role = 'Admin' | 'Warehouse' | 'Supplier';

export interface Sample {
  kind: string;
  write: boolean;
  ms: number;
  status: number;
  /** A refused or failed call's message, to say why. */
  message?: string;
}

/** Writes the server answered 200 to, with what makes each one findable. */
export interface Acknowledged {
  notes: { orderId: string; text: string }[];
  invoiceNumbers: { orderId: string; text: string }[];
  consolidations: string[];
  importedOrderNumbers: string[];
  stockAdds: number;
  /** Each acknowledged value of a field that the last write wins: the database must hold the last. */
  fieldWrites: FieldWrite[];
}

/** An acknowledged write of one field of one row, with when it was sent and when it was answered. */
export interface FieldWrite {
  field: 'order notes' | 'order estimated date' | 'line estimated date';
  /** The order's id, or the order line's. */
  rowId: string;
  value: string;
  sentAt: number;
  answeredAt: number;
}

export interface LoadState {
  base: string;
  samples: Sample[];
  /** The calls that failed, each with its answer (Sample keeps only the message). */
  failures: Failure[];
  acknowledged: Acknowledged;
  /** Orders still waiting for the consolidation choice; each is taken by one client. */
  toConsolidate: string[];
  nextOrderNumber: number;
  until: number;
  thinkMs: number;
  /** A call not answered within this long is given up as failed (AbortSignal.timeout). */
  timeoutMs: number;
}

type Json = Record<string, unknown>;

/**
 * A call that failed (a 5xx, a reset, no answer in time): what was asked, what came back and
 * when, to be matched with the server's log of the same second.
 */
export interface Failure {
  kind: string;
  method: string;
  url: string;
  status: number;
  /** The answer's first bytes, or the network error's name, code and message. */
  answer: string;
  /** Wall-clock time it was sent (UTC, HH:MM:SS.mmm) and how long it took. */
  sentAt: string;
  ms: number;
}

/** The bytes of an answer kept with a failure. */
const ANSWER_KEPT = 300;

/** `TypeError: fetch failed (ECONNRESET: other side closed)`: an error and its causes, in a line. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (!(e instanceof Error)) {
      parts.push(String(e));
      break;
    }
    const code = (e as { code?: unknown }).code;
    parts.push(`${depth ? '' : `${e.name}: `}${typeof code === 'string' ? `${code}: ` : ''}${e.message}`);
  }
  return parts.join(' (') + ')'.repeat(Math.max(0, parts.length - 1));
}

async function call(
  state: LoadState,
  token: string | null,
  kind: string,
  write: boolean,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<{ status: number; json: Json; sentAt: number; answeredAt: number }> {
  const start = performance.now();
  const sentAt = new Date().toISOString().slice(11, 23);
  let status: number;
  let text: string;
  let json: Json = {};
  try {
    const res = await fetch(`${state.base}${url}`, {
      method,
      headers: {
        ...(token ? { 'x-auth-token': token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(state.timeoutMs),
    });
    status = res.status;
    text = await res.text();
    json = text.startsWith('{') ? (JSON.parse(text) as Json) : {};
  } catch (error) {
    status = 0; // connection refused or reset, or no answer in time: counted as an error
    text = describeError(error);
  }
  // Samples taken after the end (the last calls in flight) still count: they waited too.
  const answeredAt = performance.now();
  const message = status >= 400 || status === 0 ? String(json.message ?? json.msg ?? '') : undefined;
  state.samples.push({ kind, write, ms: answeredAt - start, status, message });
  if (status === 0 || status >= 500)
    state.failures.push({
      kind,
      method,
      url,
      status,
      answer: text.slice(0, ANSWER_KEPT),
      sentAt,
      ms: answeredAt - start,
    });
  return { status, json, sentAt: start, answeredAt };
}

const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const list = (page: number, extra = '') => `?limit=10&offset=${page}${extra}`;
/** A day 1 to 300 days ahead (a year ahead at most is accepted), for the estimated-date writes. */
const someDay = () =>
  new Date(Date.now() + (1 + Math.floor(Math.random() * 300)) * 86_400_000).toISOString().slice(0, 10);
/** A read whose answer the client does not use (a screen the user looks at). */
const look = (state: LoadState, token: string, kind: string, url: string) => async () =>
  void (await call(state, token, kind, false, 'GET', url));
const at = (answer: { sentAt: number; answeredAt: number }) => ({
  sentAt: answer.sentAt,
  answeredAt: answer.answeredAt,
});
const mark = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export async function signIn(state: LoadState, role: Role): Promise<string> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
  const { status, json } = await call(
    state,
    null,
    'sign-in (before the clock)',
    true,
    'POST',
    '/auth/login',
    {
      email: account.email,
      password: account.password,
    },
  );
  if (status !== 200) throw new Error(`sign-in as ${role} answered ${status}`);
  return json.token as string;
}

/** New orders in Shopify's export layout, numbered after the demo's and the bench's earlier ones. */
export function exportRows(state: LoadState, orders: number) {
  const firstNumber = state.nextOrderNumber;
  state.nextOrderNumber += orders;
  return shopifyExportRows({
    orders,
    skus: demoProducts.map((p) => p.internalSku),
    packSkus: demoPacks.map((p) => p.internalSku),
    firstNumber,
    seed: firstNumber,
  });
}

type Action = [weight: number, run: () => Promise<void>];

function weighted(actions: Action[]): () => Promise<void> {
  const total = actions.reduce((sum, [w]) => sum + w, 0);
  return () => {
    let r = Math.random() * total;
    for (const [w, run] of actions) if ((r -= w) < 0) return run();
    return actions[0][1]();
  };
}

/**
 * A write on one of the rows the client's last read listed, as a user acts on a row they see;
 * when the read listed none, the client reads again instead.
 */
function writeOnListed<T>(
  state: LoadState,
  token: string,
  read: () => Promise<void>,
  listed: () => readonly T[],
) {
  return (
      kind: string,
      url: string,
      body: (row: T) => Record<string, unknown>,
      acknowledged?: (
        row: T,
        sent: Record<string, unknown>,
        at: { sentAt: number; answeredAt: number },
      ) => void,
    ) =>
    async () => {
      const row = pick(listed());
      if (!row) return read();
      const sent = body(row);
      const answer = await call(state, token, kind, true, 'POST', url, sent);
      if (answer.status === 200) acknowledged?.(row, sent, answer);
    };
}

function adminActions(state: LoadState, token: string): () => Promise<void> {
  // The ids of the POs to be sent on one page (`query`: its size and offset), to send now.
  const posToBeSent = async (query: string) => {
    const { json } = await call(
      state,
      token,
      'read: POs to be sent',
      false,
      'GET',
      `/admin/get-supplier-orders-to-be-sent${query}`,
    );
    return ((json.supplierOrders as { _id: string }[] | undefined) ?? []).map((po) => po._id);
  };
  let orderIds: string[] = [];
  const readDashboard = async () => {
    const search = Math.random() < 0.2 ? `&search=${pick(['hopper', 'lovelace', '#12'])}` : '';
    const { json } = await call(
      state,
      token,
      'read: Master Dashboard',
      false,
      'GET',
      `/admin/get-shopify-orders${list(1 + Math.floor(Math.random() * 5), search)}`,
    );
    const docs = (json.doc as { _id: string }[] | undefined) ?? [];
    if (docs.length) orderIds = docs.map((d) => d._id);
  };
  const order = async () => {
    if (!orderIds.length) await readDashboard();
    return pick(orderIds);
  };
  /** A text written on an order of the dashboard; what the server acknowledged is written down to be checked. */
  const writeOrderText =
    (
      label: string,
      path: string,
      field: 'notes' | 'invoiceNumber',
      acknowledged: 'notes' | 'invoiceNumbers',
      textOf: () => string,
    ) =>
    async () => {
      const orderId = await order();
      if (!orderId) return;
      const text = textOf();
      const answer = await call(state, token, label, true, 'POST', path, { orderId, [field]: text });
      if (answer.status !== 200) return;
      state.acknowledged[acknowledged].push({ orderId, text });
      if (field === 'notes')
        state.acknowledged.fieldWrites.push({
          field: 'order notes',
          rowId: orderId,
          value: text,
          ...at(answer),
        });
    };
  return weighted([
    [4, readDashboard],
    [
      2,
      async () =>
        void (await call(
          state,
          token,
          'read: Consolidate list',
          false,
          'GET',
          `/admin/get-consolidate-unconsolidate-orders${list(1 + Math.floor(Math.random() * 3))}`,
        )),
    ],
    [
      1,
      async () =>
        void (await call(
          state,
          token,
          'read: POs to be sent',
          false,
          'GET',
          `/admin/get-supplier-orders-to-be-sent${list(1)}`,
        )),
    ],
    [1, look(state, token, 'read: stock', `/admin/get-stock${list(1)}`)],
    [1, look(state, token, 'read: Needs attention', `/admin/get-attention${list(1)}`)],
    [1, look(state, token, 'read: overview', '/admin/get-overview')],
    [1, look(state, token, 'read: Warehouse Orders (Admin)', `/admin/get-all-warehouse-orders${list(1)}`)],
    [0.5, look(state, token, 'read: PUOs to be sent', `/admin/get-pickup-orders-to-be-sent${list(1)}`)],
    [0.5, look(state, token, 'read: products', `/admin/get-products${list(1)}`)],
    [
      2,
      writeOrderText(
        'write: order notes',
        '/admin/add-notes-to-order',
        'notes',
        'notes',
        () => `load notes ${mark()}`,
      ),
    ],
    [
      1,
      writeOrderText(
        'write: invoice number',
        '/admin/add-invoice-number-to-order',
        'invoiceNumber',
        'invoiceNumbers',
        () => `INV-${mark()}`,
      ),
    ],
    [
      1,
      async () => {
        const orderId = await order();
        if (!orderId) return;
        await call(state, token, 'write: order status', true, 'POST', '/admin/change-order-status', {
          orderId,
          status: pick(['Pending', 'Preparation']),
        });
      },
    ],
    [
      1,
      async () => {
        const orderId = state.toConsolidate.shift();
        if (!orderId) return;
        const { status, json } = await call(
          state,
          token,
          'write: consolidation',
          true,
          'POST',
          '/admin/consolidate-order',
          { orderId, consolidated: Math.random() < 0.7 },
        );
        if (status === 200 && json.dropshipping === 1) state.acknowledged.consolidations.push(orderId);
      },
    ],
    [
      1,
      async () => {
        const product = pick(stockProducts);
        const warehouse = pick(stockWarehouses);
        if (!product || !warehouse) return;
        const { status } = await call(state, token, 'write: add stock', true, 'POST', '/admin/add-stock', {
          warehouse_id: warehouse,
          product_id: product,
          units: 1 + Math.floor(Math.random() * 5),
        });
        if (status === 200) state.acknowledged.stockAdds++;
      },
    ],
    [
      0.3,
      async () => {
        const rows = exportRows(state, 10);
        const { status } = await call(
          state,
          token,
          'write: import 10 orders',
          true,
          'POST',
          '/admin/import-orders',
          { rows, firstRow: 1 },
        );
        if (status === 200)
          state.acknowledged.importedOrderNumbers.push(...new Set(rows.map((r) => String(r.Name))));
      },
    ],
    [
      0.2,
      async () => {
        // Send now, several rows at once: a page of POs, so a burst of e-mails for the outbox.
        const ids = await posToBeSent('?limit=20&offset=1');
        if (ids.length)
          await call(
            state,
            token,
            'write: POs sent now (a page)',
            true,
            'POST',
            `/admin/supplier-orders-sent-now${list(1)}`,
            { ids },
          );
      },
    ],
    [
      0.3,
      async () => {
        const id = pick(await posToBeSent(list(1)));
        if (id)
          await call(
            state,
            token,
            'write: PO sent now',
            true,
            'POST',
            `/admin/supplier-order-sent-now${list(1)}`,
            { id },
          );
      },
    ],
  ]);
}

function warehouseActions(state: LoadState, token: string): () => Promise<void> {
  let orderIds: string[] = [];
  const read = async () => {
    const { json } = await call(
      state,
      token,
      'read: Warehouse Orders',
      false,
      'GET',
      `/admin/get-all-warehouse-orders${list(1 + Math.floor(Math.random() * 3))}`,
    );
    const docs = (json.doc as { _id: string; status: string }[] | undefined) ?? [];
    const open = docs.filter((d) => d.status === 'Pending' || d.status === 'Preparation');
    if (open.length) orderIds = open.map((d) => d._id);
  };
  const onOrder = writeOnListed(state, token, read, () => orderIds);
  return weighted([
    [5, read],
    [1, look(state, token, 'read: Needs attention', `/admin/get-attention${list(1)}`)],
    [0.5, look(state, token, 'read: overview', '/admin/get-overview')],
    [
      2,
      onOrder(
        'write: estimated shipping date',
        '/admin/update-order-estimated-shipping-date',
        (orderId) => ({ orderId, estimatedDate: someDay() }),
        (orderId, sent, answer) =>
          state.acknowledged.fieldWrites.push({
            field: 'order estimated date',
            rowId: orderId,
            value: String(sent.estimatedDate),
            ...at(answer),
          }),
      ),
    ],
    [
      1,
      onOrder('write: warehouse order status', '/admin/update-warehouse-order-status', (id) => ({
        id,
        status: pick(['Pending', 'Preparation']),
      })),
    ],
  ]);
}

function supplierActions(state: LoadState, token: string): () => Promise<void> {
  let lines: { productId: string; assignOrderId: string }[] = [];
  const read = async () => {
    const { json } = await call(
      state,
      token,
      'read: supplier POs',
      false,
      'GET',
      `/admin/get-purchase-orders${list(1)}`,
    );
    const rows =
      (json.supplierOrders as { _id: string; products: { _id: string; status: string }[] }[] | undefined) ??
      [];
    const open = rows.flatMap((row) =>
      row.products
        .filter((p) => p.status === 'Pending' || p.status === 'Preparation')
        .map((p) => ({ productId: p._id, assignOrderId: row._id })),
    );
    if (open.length) lines = open;
  };
  const onLine = writeOnListed(state, token, read, () => lines);
  return weighted([
    [5, read],
    [1, look(state, token, 'read: Needs attention', `/admin/get-attention${list(1)}`)],
    [0.5, look(state, token, 'read: overview', '/admin/get-overview')],
    [
      2,
      onLine(
        'write: line estimated date',
        '/admin/update-estimated-shipping-date',
        (line) => ({ ...line, estimatedDate: someDay() }),
        (line, sent, answer) =>
          state.acknowledged.fieldWrites.push({
            field: 'line estimated date',
            rowId: line.productId,
            value: String(sent.estimatedDate),
            ...at(answer),
          }),
      ),
    ],
    [
      1,
      onLine('write: line status', '/admin/change-product-status', (line) => ({
        ...line,
        status: pick(['Pending', 'Preparation']),
      })),
    ],
  ]);
}

/** Filled before the clients start (GET /get-stock-products and /get-warehouses). */
const stockProducts: string[] = [];
const stockWarehouses: string[] = [];

export async function readCatalogue(state: LoadState, adminToken: string) {
  // A run's own database: the ids of an earlier run (PGlite before PostgreSQL) are not in it.
  stockProducts.length = 0;
  stockWarehouses.length = 0;
  const products = await call(
    state,
    adminToken,
    'setup',
    false,
    'GET',
    `/admin/get-stock-products?limit=50&offset=1`,
  );
  stockProducts.push(...((products.json.doc as { _id: string }[]) ?? []).map((p) => p._id));
  const warehouses = await call(
    state,
    adminToken,
    'setup',
    false,
    'GET',
    `/admin/get-warehouses?limit=50&offset=1`,
  );
  stockWarehouses.push(...((warehouses.json.doc as { _id: string }[]) ?? []).map((w) => w._id));
}

/** The undecided orders (Consolidate/Unconsolidate, 'choose-consolidation'). */
export async function readToConsolidate(state: LoadState, adminToken: string) {
  for (let page = 1; ; page++) {
    const { json } = await call(
      state,
      adminToken,
      'setup',
      false,
      'GET',
      `/admin/get-consolidate-unconsolidate-orders?limit=100&offset=${page}`,
    );
    const docs = (json.doc as { _id: string; warehouse_cell: string }[] | undefined) ?? [];
    state.toConsolidate.push(
      ...docs.filter((d) => d.warehouse_cell === 'choose-consolidation').map((d) => d._id),
    );
    if (docs.length < 100) break;
  }
  state.toConsolidate.sort(() => Math.random() - 0.5);
}

/**
 * An Admin importing a shop export of `rows` rows every `everyMs`, in the parts the browser
 * sends (domain importChunks); each part is one call.
 */
export async function runImporter(state: LoadState, token: string, rows: number, everyMs: number) {
  while (Date.now() < state.until) {
    const started = Date.now();
    const file = exportRows(state, Math.ceil(rows / 2)).slice(0, rows);
    for (const part of importChunks(file)) {
      const { status } = await call(
        state,
        token,
        `write: import file part (up to 5,000 rows)`,
        true,
        'POST',
        '/admin/import-orders',
        part,
      );
      if (status === 200)
        state.acknowledged.importedOrderNumbers.push(...new Set(part.rows.map((r) => String(r.Name))));
    }
    await sleep(Math.max(0, everyMs - (Date.now() - started)));
  }
}

/** One signed-in client: acts until the end, pausing 0 to 2 × thinkMs between actions. */
export async function runClient(state: LoadState, role: Role, token: string): Promise<void> {
  const act =
    role === 'Admin'
      ? adminActions(state, token)
      : role === 'Warehouse'
        ? warehouseActions(state, token)
        : supplierActions(state, token);
  while (Date.now() < state.until) {
    await act();
    await sleep(Math.random() * 2 * state.thinkMs);
  }
}

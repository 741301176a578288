import type {
  CreateParams,
  DataProvider,
  DeleteParams,
  GetListParams,
  GetOneParams,
  RaRecord,
  UpdateParams,
} from 'react-admin';
import { toListQuery, type ListSort } from '../domain/listQuery';
import { createFileTransport, type FileTransport } from './files';
import { serverMessage } from './errors';
import { ADMIN_API, httpClient as defaultHttpClient, type HttpClient } from './httpClient';
import { activityMethods, type ActivityMethods } from './activity';
import { attentionMethods, type AttentionMethods } from './attention';
import { parcelMethods, type ParcelMethods } from './parcels';
import { channelMethods, type ChannelMethods } from './channels';
import { orderMethods, type OrderMethods, type ServerMsg } from './orders';
import { orderRoutingMethods, type OrderRoutingMethods } from './orderRouting';
import { masterRecordMethods, type MasterRecordMethods } from './masterRecords';
import { pickupOrderMethods, type PickupOrderMethods } from './pickupOrders';
import { productMethods, type ProductMethods } from './products';
import { purchaseOrderMethods, type PurchaseOrderMethods } from './purchaseOrders';
import { preferenceMethods, type PreferenceMethods } from './preferences';
import { printingMethods, type PrintingMethods } from './printing';
import { routingPreviewMethods, type RoutingPreviewMethods } from './routingPreview';
import { settingsMethods, type SettingsMethods } from './settings';
import { stockMethods, type StockMethods } from './stock';
import { withId } from './records';
import { RESOURCES, viewKey, type ResourceMapping, type ResourceMappings } from './resources';
import { supplierOrderMethods, type SupplierOrderMethods } from './supplierOrders';
import { warehouseOrderMethods, type WarehouseOrderMethods } from './warehouseOrders';

export interface ChangePasswordParams {
  /** The signed-in user's e-mail: the server refuses any other. */
  email: string;
  /** The current password. */
  password: string;
}

/**
 * react-admin's methods plus the calls that are not CRUD, each group in its own file. Screens
 * call them through useDataProvider (see useAppDataProvider), so that a 401 signs out.
 */
export interface AppDataProvider
  extends
    DataProvider,
    OrderMethods,
    OrderRoutingMethods,
    StockMethods,
    SettingsMethods,
    ProductMethods,
    WarehouseOrderMethods,
    SupplierOrderMethods,
    PickupOrderMethods,
    PurchaseOrderMethods,
    RoutingPreviewMethods,
    AttentionMethods,
    ActivityMethods,
    ParcelMethods,
    ChannelMethods,
    PreferenceMethods,
    PrintingMethods,
    MasterRecordMethods {
  changePassword(params: ChangePasswordParams): Promise<ServerMsg>;
}

type Row = Record<string, unknown>;

/**
 * react-admin's sort as the list query's `sort` and `order`: a clicked header's column key.
 * react-admin's own default, by `id`, is no sort at all: the list's order as the server keeps it.
 */
function listSortOf(sort: GetListParams['sort']): ListSort | undefined {
  if (!sort?.field || sort.field === 'id') return undefined;
  return { field: sort.field, order: sort.order === 'DESC' ? 'desc' : 'asc' };
}

/**
 * The filter keys our lists use: `q` for the search box, `tag` for the Filter dropdown, `shop`
 * for the Master Dashboard's shop picker (several shops), and the keys a list reads as its own
 * parameters (`own`: the mapping's `filters`).
 */
function listQueryString({ pagination, filter, sort }: GetListParams, own: readonly string[] = []): string {
  const query = toListQuery({
    page: pagination?.page ?? 1,
    perPage: pagination?.perPage ?? 10,
    search: typeof filter?.q === 'string' ? filter.q : undefined,
    tag: typeof filter?.tag === 'string' && filter.tag ? filter.tag : undefined,
    sort: listSortOf(sort),
  });
  // Fixed order, so URLs read the same in logs and tests.
  const ordered: [string, string | undefined][] = [
    ['limit', query.limit],
    ['offset', query.offset],
    ['search', query.search],
    ['tagText', query.tagText],
    ['isTag', query.isTag],
    ['sort', query.sort],
    ['order', query.order],
    ['shop', typeof filter?.shop === 'string' && filter.shop ? filter.shop : undefined],
  ];
  for (const key of own) {
    const value: unknown = filter?.[key];
    if ((typeof value === 'string' && value) || typeof value === 'number') ordered.push([key, String(value)]);
  }
  const params = new URLSearchParams();
  for (const [key, value] of ordered) if (value !== undefined) params.set(key, value);
  return params.toString();
}

/**
 * The server's msg of a create or update, for the banner (spec 001 section 8): react-admin keeps
 * only the record, so it travels in the result's meta.
 */
export interface SaveMeta {
  msg: string;
}

const metaOf = (json: Row): SaveMeta => ({ msg: serverMessage(json) ?? '' });

export function createDataProvider(
  http: HttpClient = defaultHttpClient,
  resources: ResourceMappings = RESOURCES,
  files: FileTransport = createFileTransport(),
): AppDataProvider {
  /** The resource's mapping when it maps this operation; otherwise a rejection saying what is missing. */
  function mappingFor(resource: string, operation: keyof ResourceMapping): ResourceMapping {
    const mapping = Object.hasOwn(resources, resource) ? resources[resource] : undefined;
    if (!mapping) {
      throw new Error(`The dataProvider has no API mapping for the resource "${resource}" yet`);
    }
    if (!mapping[operation]) {
      throw new Error(`The resource "${resource}" has no ${operation} in the dataProvider mapping`);
    }
    return mapping;
  }

  async function post(path: string, body: unknown): Promise<Row> {
    const { json } = await http<Row>(`${ADMIN_API}${path}`, { method: 'POST', body });
    return json ?? {};
  }

  /** The record in an answer, or the sent fields when the answer does not carry it. */
  function recordFrom(json: Row, key: string | undefined, fallback: Row): RaRecord {
    const found = key ? json[key] : undefined;
    return withId(typeof found === 'object' && found !== null ? (found as Row) : fallback);
  }

  const provider: AppDataProvider = {
    ...orderMethods(http, files),
    ...orderRoutingMethods(http),
    ...stockMethods(http),
    ...settingsMethods(http, files),
    ...preferenceMethods(http),
    ...productMethods(http, files),
    ...warehouseOrderMethods(http, files),
    ...supplierOrderMethods(http),
    ...pickupOrderMethods(http),
    ...purchaseOrderMethods(http),
    ...routingPreviewMethods(http),
    ...attentionMethods(http),
    ...activityMethods(files),
    ...parcelMethods(http),
    ...channelMethods(http),
    ...printingMethods(files),
    ...masterRecordMethods(http, (resource, call) => mappingFor(resource, call)[call]!),

    async getList(resource, params) {
      // A further list of a resource (the orders' Consolidate/Unconsolidate) asks with
      // `meta: { view }`; its endpoints are mapped under 'name/view' (resources/<x>/api.ts `views`).
      const view: unknown = params.meta?.view;
      const mapped = typeof view === 'string' ? viewKey(resource, view) : resource;
      const { listPath, listKey = 'doc', narrowedList, filters } = mappingFor(mapped, 'listPath');
      const narrowedBy: unknown = narrowedList && params.filter?.[narrowedList.filter];
      const narrowed = narrowedList && typeof narrowedBy === 'string' && narrowedBy ? narrowedList : null;
      const { json, countEstimated } = await http<Row>(
        `${ADMIN_API}${narrowed ? narrowed.path : listPath}?${listQueryString(params, filters)}`,
        narrowed
          ? { method: 'POST', body: { [narrowed.filter]: narrowedBy }, signal: params.signal }
          : { signal: params.signal },
      );
      const key = narrowed ? narrowed.key : listKey;
      const rows = Array.isArray(json[key]) ? (json[key] as Row[]) : [];
      const count = typeof json.count === 'number' ? json.count : rows.length;
      // An estimated count (past 10,000) is shown as "about" it (ListPagination).
      const meta = countEstimated ? { meta: { countEstimated } } : {};
      return { data: rows.map(withId) as never[], total: count, ...meta };
    },

    async getOne(resource, params: GetOneParams) {
      const { onePath, oneKey = 'doc' } = mappingFor(resource, 'onePath');
      const { json } = await http<Row>(`${ADMIN_API}${onePath!(params.id)}`, { signal: params.signal });
      const found = json[oneKey];
      if (typeof found !== 'object' || found === null) {
        throw new Error(`The answer for ${resource} ${String(params.id)} has no "${oneKey}"`);
      }
      return { data: withId(found as Row) as never };
    },

    async getMany(resource, params) {
      const records = await Promise.all(params.ids.map((id) => provider.getOne(resource, { id })));
      return { data: records.map((record) => record.data) };
    },

    async getManyReference(resource) {
      throw new Error(`The resource "${resource}" has no reference lists in the documented API`);
    },

    async create(resource, params: CreateParams) {
      const { createPath, createKey } = mappingFor(resource, 'createPath');
      const json = await post(createPath!, params.data);
      return { data: recordFrom(json, createKey, params.data as Row) as never, meta: metaOf(json) };
    },

    async update(resource, params: UpdateParams) {
      if (params.meta?.action === 'status') {
        const { statusPath } = mappingFor(resource, 'statusPath');
        // `status` is the current one; the server answers the flipped record.
        const current = (params.data as Row).status;
        const json = await post(statusPath!, { id: params.id, status: current });
        return {
          data: recordFrom(json, 'doc', { ...(params.previousData as Row), activated: !current }) as never,
          meta: metaOf(json),
        };
      }
      const { updatePath, updateKey } = mappingFor(resource, 'updatePath');
      const sent = { ...(params.data as Row), id: params.id };
      const json = await post(updatePath!, sent);
      return {
        data: recordFrom(json, updateKey, { ...(params.previousData as Row), ...sent }) as never,
        meta: metaOf(json),
      };
    },

    async updateMany(resource, params) {
      await Promise.all(
        params.ids.map((id) => provider.update(resource, { id, data: params.data, previousData: { id } })),
      );
      return { data: params.ids };
    },

    async delete(resource, params: DeleteParams) {
      const { deletePath } = mappingFor(resource, 'deletePath');
      await post(deletePath!, { id: params.id });
      return { data: (params.previousData ?? { id: params.id }) as never };
    },

    async deleteMany(resource, params) {
      await Promise.all(params.ids.map((id) => provider.delete(resource, { id })));
      return { data: params.ids };
    },

    async changePassword({ email, password }) {
      const json = await post('/change-password', { email, password });
      return { msg: typeof json.msg === 'string' ? json.msg : '' };
    },
  };
  return provider;
}

export const dataProvider = createDataProvider();

import { useRecordContext } from 'react-admin';
import { EditMenuItem, ShowMenuItem } from '../../../src/components/list';
import { entity as packs } from '../../../domain/entities/packs';
import { entity as products } from '../../../domain/entities/products';

/** Pack rows of the product list open the pack screens; other rows the product screens. */
export const resourceOfRow = (record: { isPack?: unknown } | undefined) =>
  record?.isPack ? packs.name : products.name;

export const ProductShowMenuItem = () => <ShowMenuItem resource={resourceOfRow(useRecordContext())} />;

export const ProductEditMenuItem = () => <EditMenuItem resource={resourceOfRow(useRecordContext())} />;

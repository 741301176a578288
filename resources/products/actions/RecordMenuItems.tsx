import { useRecordContext } from 'react-admin';
import { EditMenuItem, ShowMenuItem } from '../../../src/components/list';
import { name as packs } from '../../packs/api';
import { name as products } from '../api';

/** Pack rows of the product list open the pack screens; other rows the product screens. */
export const resourceOfRow = (record: { isPack?: unknown } | undefined) =>
  record?.isPack ? packs : products;

export const ProductShowMenuItem = () => <ShowMenuItem resource={resourceOfRow(useRecordContext())} />;

export const ProductEditMenuItem = () => <EditMenuItem resource={resourceOfRow(useRecordContext())} />;

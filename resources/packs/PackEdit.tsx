import { EditBase, Loading, Navigate, useRecordContext } from 'react-admin';
import { ScreenHeading } from '../../src/components/ScreenHeading';
import type { PackRecord } from '../../dataProvider/products';
import { PackForm } from './PackForm';

const EditView = () => {
  const pack = useRecordContext<PackRecord>();
  if (!pack) return <Loading />;
  // A product's id opened here: products have their own screen.
  if (!pack.isPack) return <Navigate to={`/products/${encodeURIComponent(pack._id)}`} replace />;
  return <PackForm pack={pack} />;
};

/** Edit Pack (spec 001): name and products editable, internal SKU locked, 'Save Pack'. */
export const PackEdit = () => (
  <EditBase resource="packs" mutationMode="pessimistic" redirect={false}>
    <ScreenHeading title="app.screens.edit_pack" />
    <EditView />
  </EditBase>
);

export default PackEdit;

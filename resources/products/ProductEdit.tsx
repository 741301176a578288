import { EditBase, Loading, Navigate, useRecordContext } from 'react-admin';
import { ScreenHeading } from '../../src/components/ScreenHeading';
import type { ProductRecord } from '../../dataProvider/products';
import { ProductForm } from './ProductForm';

const EditView = () => {
  const product = useRecordContext<ProductRecord>();
  if (!product) return <Loading />;
  // A pack's id opened here: packs have their own screen.
  if (product.isPack) return <Navigate to={`/packs/${encodeURIComponent(product._id)}`} replace />;
  return <ProductForm product={product} />;
};

/** Edit Product (spec 001): prefilled, supplier locked, 'Update Product'. */
export const ProductEdit = () => (
  <EditBase resource="products" mutationMode="pessimistic" redirect={false}>
    <ScreenHeading title="app.screens.edit_product" />
    <EditView />
  </EditBase>
);

export default ProductEdit;

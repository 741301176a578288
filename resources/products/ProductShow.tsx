import Box from '@mui/material/Box';
import EditIcon from '@mui/icons-material/Edit';
import { Loading, Navigate, ShowBase, useRecordContext } from 'react-admin';
import { DetailItem, SectionCard } from '../../src/components/forms';
import { ScreenHeading } from '../../src/components/ScreenHeading';
import { LinkButton } from '../../src/components/LinkButton';
import { formatMeasure } from './form/format';
import type { ProductRecord } from './ProductForm';

const ShowView = () => {
  const product = useRecordContext<ProductRecord>();
  if (!product) return <Loading />;
  if (product.isPack) return <Navigate to={`/packs/${encodeURIComponent(product._id)}/show`} replace />;
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <LinkButton
          to={`/products/${encodeURIComponent(product._id)}`}
          label="app.products.edit_product"
          icon={<EditIcon />}
        />
      </Box>
      <SectionCard title="app.products.sections.basic">
        <DetailItem label="app.products.fields.supplier_product_name" value={product.supplier_product_name} />
        <DetailItem label="app.products.fields.supplier_name" value={product.supplier?.name} />
        <DetailItem label="app.products.fields.supplier_sku" value={product.supplier_sku} />
        <DetailItem label="app.products.fields.internal_product_name" value={product.internal_product_name} />
        <DetailItem label="app.products.fields.internal_sku" value={product.internal_sku} />
      </SectionCard>
      <SectionCard title="app.products.sections.selection">
        <DetailItem label="app.products.fields.units" value={formatMeasure(product.units)} />
        <DetailItem label="app.products.fields.weight" value={formatMeasure(product.weight)} />
        <DetailItem label="app.products.fields.package_length" value={formatMeasure(product.length)} />
        <DetailItem label="app.products.fields.package_width" value={formatMeasure(product.width)} />
        <DetailItem label="app.products.fields.package_height" value={formatMeasure(product.height)} />
        {/* Computed by the server: the largest of L, W and H, and L x W x H. */}
        <DetailItem label="app.products.fields.max_length" value={formatMeasure(product.max_length)} />
        <DetailItem label="app.products.fields.volume" value={formatMeasure(product.volume)} />
      </SectionCard>
    </>
  );
};

/** View Product (spec 001): read-only details and the 'Edit Product' button. */
export const ProductShow = () => (
  <ShowBase resource="products">
    <ScreenHeading title="app.screens.view_product" />
    <ShowView />
  </ShowBase>
);

export default ProductShow;

import Box from '@mui/material/Box';
import EditIcon from '@mui/icons-material/Edit';
import { Loading, Navigate, ShowBase, useRecordContext } from 'react-admin';
import { entity } from '../../domain/entities/products';
import type { ProductRecord } from '../../dataProvider/products';
import { DetailItem, SectionCard } from '../../src/components/forms';
import { LinkButton } from '../../src/components/LinkButton';
import { ScreenHeading } from '../../src/components/ScreenHeading';
import { valueAt } from '../../src/entities/valueAt';
import { formatMeasure } from './form/format';

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
      {entity.show!.map((section) => (
        <SectionCard key={section.title} title={section.title}>
          {section.fields.map((entry) => {
            const { source, label } = entry as { source: string; label: string };
            const value = valueAt(product, source);
            return (
              <DetailItem
                key={source}
                label={label}
                value={typeof value === 'number' ? formatMeasure(value) : (value as string | null)}
              />
            );
          })}
        </SectionCard>
      ))}
    </>
  );
};

/** View Product (spec 001): the declared sections, read-only, and the 'Edit Product' button. */
export const ProductShow = () => (
  <ShowBase resource={entity.name}>
    <ScreenHeading title={entity.texts!.view_title!} />
    <ShowView />
  </ShowBase>
);

export default ProductShow;

import Box from '@mui/material/Box';
import EditIcon from '@mui/icons-material/Edit';
import { entity } from '../../domain/entities/products';
import type { ProductRecord } from '../../dataProvider/products';
import { DetailItem, SectionCard } from '../../src/components/forms';
import { LinkButton } from '../../src/components/LinkButton';
import { recordView } from '../../src/entities/ownViews';
import { valueAt } from '../../src/entities/valueAt';
import { formatMeasure } from './form/format';

/** View Product (spec 001): the declared sections, read-only, and the 'Edit Product' button. */
const Details = ({ record: product }: { record: ProductRecord }) => (
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

/** A pack's id opens View Pack. */
export const ProductShow = recordView<ProductRecord>(
  'show',
  entity.name,
  entity.texts!.view_title!,
  Details,
  (record) => (record.isPack ? `/packs/${encodeURIComponent(record._id)}/show` : null),
);

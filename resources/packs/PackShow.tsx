import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';
import { LinkButton } from '../../src/components/LinkButton';
import { DetailItem, SectionCard } from '../../src/components/forms';
import type { PackRecord } from '../../dataProvider/products';
import { entity } from '../../domain/entities/packs';
import { recordView } from '../../src/entities/ownViews';
import { valueAt } from '../../src/entities/valueAt';

const COLUMNS = [
  'internal_sku',
  'internal_product_name',
  'supplier_sku',
  'supplier_product_name',
  'supplier_name',
] as const;

const PackProducts = ({ pack }: { pack: PackRecord }) => {
  const translate = useTranslate();
  return (
    <Card component="section">
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.05rem', px: 2, pt: 2, pb: 1 }}>
        {translate('app.packs.products_section')}
      </Typography>
      <Table size="small" aria-label={translate('app.packs.products_section')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{translate(`app.packs.columns.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {pack.products.map((product) => (
            <TableRow key={product._id}>
              <TableCell>{product.internal_sku}</TableCell>
              <TableCell>{product.internal_product_name}</TableCell>
              <TableCell>{product.supplier_sku}</TableCell>
              <TableCell>{product.supplier_product_name}</TableCell>
              <TableCell>{product.supplier?.name}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
};

const Details = ({ record: pack }: { record: PackRecord }) => (
  <>
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
      <LinkButton
        to={`/packs/${encodeURIComponent(pack._id)}`}
        label="app.packs.edit_pack"
        icon={<EditIcon />}
      />
    </Box>
    {entity.show!.map((section) => (
      <SectionCard key={section.title} title={section.title} columns={3}>
        {section.fields.map((entry) => {
          const { source, label } = entry as { source: string; label: string };
          return <DetailItem key={source} label={label} value={String(valueAt(pack, source) ?? '')} />;
        })}
      </SectionCard>
    ))}
    <PackProducts pack={pack} />
  </>
);

/** View Pack (spec 001): name, SKU, the count and a table of its products; 'Edit Pack'. */
export const PackShow = recordView<PackRecord>(
  'show',
  entity.name,
  entity.texts!.view_title!,
  Details,
  (record) => (record.isPack ? null : `/products/${encodeURIComponent(record._id)}/show`),
);

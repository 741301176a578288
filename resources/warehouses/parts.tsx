import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useRecordContext, useTranslate } from 'react-admin';
import { CRITERIA } from '../../domain/schemas/masterData';
import type { WarehouseRecord } from '../../domain/schemas/masterDataRecords';
import { DetailItem, SectionCard } from '../../src/components/forms';
import type { EntityParts } from '../../src/entities/EntityContext';
import { shippingTypeText } from '../../src/i18n/valueTextKeys';
import { RoutingPreview } from './RoutingPreview';

const UNIT: Record<(typeof CRITERIA)[number], string> = {
  weight: 'kg',
  length: 'm',
  width: 'm',
  height: 'm',
  LWH: 'm',
};

/** A criterion's bound, or 'No Constraints' when it is not set. */
const Bound = ({ value, unit }: { value: number | null | undefined; unit: string }) => {
  const translate = useTranslate();
  if (value === null || value === undefined) {
    return <Box sx={{ color: 'text.secondary' }}>{translate('app.forms.no_constraints')}</Box>;
  }
  return (
    <>
      {value} {unit}
    </>
  );
};

/** The warehouse detail's Selection Criteria: a table of minimum and maximum per criterion. */
const CriteriaDetails = () => {
  const criteria = useRecordContext<WarehouseRecord & { id: string }>()?.criteria;
  const translate = useTranslate();
  return (
    <SectionCard title="app.warehouses.sections.criteria_view" columns={1}>
      <Table size="small" aria-label={translate('app.warehouses.sections.criteria_view')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.warehouses.criteria.criterion')}</TableCell>
            <TableCell>{translate('app.warehouses.criteria.minimum')}</TableCell>
            <TableCell>{translate('app.warehouses.criteria.maximum')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {CRITERIA.map((name) => (
            <TableRow key={name}>
              <TableCell component="th" scope="row">
                {translate(`app.warehouses.criteria.${name}`)}
              </TableCell>
              <TableCell>
                <Bound value={criteria?.[`min_${name}`]} unit={UNIT[name]} />
              </TableCell>
              <TableCell>
                <Bound value={criteria?.[`max_${name}`]} unit={UNIT[name]} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <DetailItem
        label="app.warehouses.criteria.shipping_type"
        value={
          criteria?.shipping_type
            ? translate(shippingTypeText(criteria.shipping_type), { _: criteria.shipping_type })
            : null
        }
      />
    </SectionCard>
  );
};

/**
 * What the warehouse screens show their own way: the criteria table, and the form's routing
 * preview; a saved edit goes back one page (spec 001).
 */
export const parts: EntityParts = {
  sections: { 'app.warehouses.sections.criteria_view': CriteriaDetails },
  formPanel: RoutingPreview,
  afterEdit: 'back',
};

import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { EditButton, Show, useRecordContext, useTranslate } from 'react-admin';
import { CRITERIA } from '../../domain/schemas/masterData';
import { ActivationBadge, AddressDetails, DetailItem, SectionCard } from '../../src/components/forms';
import { ScreenHeading } from '../../src/components/ScreenHeading';
import type { Warehouse } from './types';

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

const WarehouseDetails = () => {
  const record = useRecordContext<Warehouse>();
  const translate = useTranslate();
  if (!record) return null;
  const { address, pickup_times: pickup, criteria } = record;
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <EditButton label="app.warehouses.edit" variant="contained" />
      </Box>
      <SectionCard title="app.warehouses.sections.basic" columns={3}>
        <DetailItem label="app.forms.fields.name" value={record.name} />
        <DetailItem label="app.forms.fields.contact_person" value={record.contact_person} />
        <DetailItem label="app.forms.fields.email" value={record.email} />
        <DetailItem label="app.forms.fields.phone" value={record.contact_phone} />
        <DetailItem
          label="app.forms.fields.status"
          value={<ActivationBadge activated={record.activated} />}
        />
      </SectionCard>
      <AddressDetails title="app.warehouses.sections.address_view" address={address} />
      <SectionCard title="app.warehouses.sections.pickup_times" columns={3}>
        <DetailItem label="app.forms.fields.pickup_start_time" value={pickup?.start_time} />
        <DetailItem label="app.forms.fields.pickup_end_time" value={pickup?.end_time} />
      </SectionCard>
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
        <DetailItem label="app.warehouses.criteria.shipping_type" value={criteria?.shipping_type} />
      </SectionCard>
    </>
  );
};

/** Warehouse detail, read-only (/warehouses/:id/show; the spec path /view-warehouse lands here). */
export const WarehouseShow = () => (
  <Show title="app.screens.view_warehouse" component="div" actions={false}>
    <ScreenHeading title="app.screens.view_warehouse" />
    <WarehouseDetails />
  </Show>
);

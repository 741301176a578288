import { useState } from 'react';
import Button from '@mui/material/Button';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { NumberInput, TextInput, usePermissions, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { RETURN_EXPECTED_DAYS } from '../../../domain/returns';
import { returnBody, returnForm, type ReturnFormValues } from '../../../domain/schemas/returnForm';
import type { OrderParcelsRecord } from '../../../domain/schemas/parcels';
import type { Role } from '../../../domain/roles';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { useWrite } from '../../../src/components/actions';
import { DialogForm } from '../../../src/components/actions/DialogForm';

type Line = OrderParcelsRecord['lines'][number];

const OpenReturnDialog = ({
  orderId,
  lines,
  onClose,
}: {
  orderId: string;
  lines: readonly Line[];
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const shipped = Object.fromEntries(lines.map((line) => [line._id, line.shipped]));
  const { submit } = useWrite((dp, values: ReturnFormValues) => dp.openReturn(returnBody(orderId, values)));
  return (
    <DialogForm
      title="app.returns.open_title"
      schema={returnForm(shipped)}
      record={{
        quantities: Object.fromEntries(lines.map((line) => [line._id, 0])),
        reason: '',
        expectedDays: RETURN_EXPECTED_DAYS,
      }}
      save={submit}
      onClose={onClose}
      submitLabel="app.returns.open"
    >
      {lines.map((line) => (
        <NumberInput
          key={line._id}
          source={`quantities.${line._id}`}
          label={translate('app.returns.open_line', {
            name: [line.sku, line.name].filter(Boolean).join(' '),
            shipped: line.shipped,
          })}
          min={0}
          max={line.shipped}
          step={1}
          fullWidth
          margin="dense"
        />
      ))}
      <TextInput source="reason" label="app.returns.reason" multiline fullWidth isRequired margin="dense" />
      <NumberInput
        source="expectedDays"
        label="app.returns.expected_days"
        min={1}
        max={365}
        step={1}
        margin="dense"
      />
    </DialogForm>
  );
};

/**
 * Open Return (issue 32 item 2): the Admin's, on an order some of which has shipped; a quantity
 * for each shipped line, a reason and the days it may take. The server splits it by who shipped.
 */
export const OpenReturnButton = ({ orderId }: { orderId: string }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { permissions: role } = usePermissions<Role | null>();
  const [open, setOpen] = useState(false);
  const isAdmin = role === 'Admin';
  const { data } = useQuery({
    queryKey: ['orderParcels', orderId],
    queryFn: ({ signal }) => dataProvider.getOrderParcels({ orderId, signal }),
    enabled: isAdmin,
    retry: false,
  });
  const shippedLines = (data?.lines ?? []).filter((line) => line.shipped > 0);
  if (!isAdmin || !shippedLines.length) return null;
  return (
    <>
      <Button startIcon={<AssignmentReturnIcon />} onClick={() => setOpen(true)}>
        {translate('app.returns.open')}
      </Button>
      {open && <OpenReturnDialog orderId={orderId} lines={shippedLines} onClose={() => setOpen(false)} />}
    </>
  );
};

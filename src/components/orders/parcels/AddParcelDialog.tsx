import { NumberInput, TextInput, useTranslate } from 'react-admin';
import { parcelBody, parcelForm, type ParcelFormValues } from '../../../../domain/schemas/parcelForm';
import type { OrderParcelsRecord } from '../../../../domain/schemas/parcels';
import { useWrite } from '../../actions';
import { DialogForm } from '../../actions/DialogForm';

type Line = OrderParcelsRecord['lines'][number];

const T = 'app.order_details.parcels';

/**
 * Add Parcel (issue 32 item 1): a quantity for each line the viewer ships that has some left
 * (all of what is left to begin with), the agent and the tracking. A refusal (more than is left,
 * a line outside the viewer's scope) keeps the dialog open and says which line.
 */
export const AddParcelDialog = ({
  orderId,
  lines,
  onClose,
}: {
  orderId: string;
  lines: readonly Line[];
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const open = lines.filter((line) => line.left > 0);
  const left = Object.fromEntries(open.map((line) => [line._id, line.left]));
  const { submit } = useWrite((dp, values: ParcelFormValues) => dp.addParcel(parcelBody(orderId, values)));
  return (
    <DialogForm
      title={`${T}.add_title`}
      schema={parcelForm(left)}
      record={{ quantities: left, agentName: '', trackingId: '', trackingURL: '' }}
      save={submit}
      onClose={onClose}
      submitLabel={`${T}.add`}
    >
      {open.map((line) => (
        <NumberInput
          key={line._id}
          source={`quantities.${line._id}`}
          label={translate(`${T}.left`, {
            name: [line.sku, line.name].filter(Boolean).join(' '),
            left: line.left,
          })}
          min={0}
          max={line.left}
          step={1}
          fullWidth
          margin="dense"
        />
      ))}
      <TextInput source="agentName" label={`${T}.agentName`} fullWidth isRequired margin="dense" />
      <TextInput source="trackingId" label={`${T}.trackingId`} fullWidth isRequired margin="dense" />
      <TextInput source="trackingURL" label={`${T}.trackingURL`} type="url" fullWidth margin="dense" />
    </DialogForm>
  );
};

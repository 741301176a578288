import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../../domain/listQuery';

interface WarehouseChoice {
  id: string;
  name: string;
}

/**
 * The Admin's warehouse picker: narrows Warehouse Orders to one warehouse (the list's
 * `warehouse_id` filter, which the dataProvider sends as POST /get-warehouse-orders); cleared,
 * every warehouse's orders again. Search and the Filter tag are kept; page 1 is shown.
 */
export const WarehouseFilter = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const { data = [], isPending } = useGetList<WarehouseChoice>('warehouses', {
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
  });
  const chosenId = typeof filterValues.warehouse_id === 'string' ? filterValues.warehouse_id : null;
  const chosen = data.find((w) => String(w.id) === chosenId) ?? null;
  return (
    <Autocomplete<WarehouseChoice>
      options={data}
      value={chosen}
      loading={isPending}
      getOptionLabel={(w) => w.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, picked) => {
        const { warehouse_id: _dropped, ...rest } = filterValues as Record<string, unknown>;
        setFilters(picked ? { ...rest, warehouse_id: String(picked.id) } : rest, undefined, false);
      }}
      size="small"
      sx={{ width: 220 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('app.warehouse_orders.filter_warehouse')}
          placeholder={translate('app.warehouse_orders.all_warehouses')}
        />
      )}
    />
  );
};

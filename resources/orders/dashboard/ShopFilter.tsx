import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useListContext, useTranslate } from 'react-admin';
import { shopHost } from '../../../domain/orderNumberShown';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';

/**
 * The Master Dashboard's shop picker: narrows the list (and its export) to one shop's orders, the
 * list's `shop` filter. Shown only when several shops are configured (GET /shops names them, without asking any shop),
 * since one shop's orders need no telling apart. Search and the Filter tag are kept.
 */
export const ShopFilter = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { filterValues, setFilters } = useListContext();
  const { data: configured = [] } = useQuery({
    queryKey: ['shops'],
    queryFn: () => dataProvider.getShops(),
    staleTime: Infinity,
  });
  if (configured.length < 2) return null;
  const shops = configured.map((c) => c.shop);
  const chosen =
    typeof filterValues.shop === 'string' && shops.includes(filterValues.shop) ? filterValues.shop : null;
  return (
    <Autocomplete<string>
      options={shops}
      value={chosen}
      getOptionLabel={shopHost}
      onChange={(_, picked) => {
        const { shop: _dropped, ...rest } = filterValues as Record<string, unknown>;
        setFilters(picked ? { ...rest, shop: picked } : rest, undefined, false);
      }}
      size="small"
      sx={{ width: 260 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('app.orders.filter_shop')}
          placeholder={translate('app.orders.all_shops')}
        />
      )}
    />
  );
};

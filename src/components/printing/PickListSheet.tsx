import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import type { PickLists } from '../../../domain/printing/pickList';
import { Barcode } from './Barcode';

const INK = '#000';
const cell = { border: `1px solid ${INK}`, p: '4px 6px', textAlign: 'left', verticalAlign: 'top' } as const;

/**
 * The pick lists of a selection (domain/printing/pickList.ts, as the PDF prints them): per
 * warehouse, each from a page of its own, the SKUs with product, units and orders, the totals,
 * and a Code 128 barcode per order on the list. Black on white, for any printer.
 */
export const PickListSheet = ({ picked }: { picked: PickLists }) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.printing.pick.${key}`, options);
  return (
    <Box sx={{ color: INK, bgcolor: '#fff', fontFamily: 'Arial, Helvetica, sans-serif' }}>
      {picked.lists.length ? null : <p>{t('none')}</p>}
      {picked.lists.map((list, index) => (
        <Box
          key={list.warehouse.id}
          role="document"
          aria-label={`${t('title')} ${list.warehouse.name}`}
          sx={{ mb: 3, '@media print': { breakBefore: index ? 'page' : 'auto' } }}
        >
          <Box component="h3" sx={{ m: 0, mb: 1, fontSize: 20 }}>
            {t('title')} — {list.warehouse.name}
          </Box>
          <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', fontSize: 13 }}>
            <thead>
              <tr>
                <Box component="th" sx={cell}>
                  {t('sku')}
                </Box>
                <Box component="th" sx={cell}>
                  {t('product')}
                </Box>
                <Box component="th" sx={{ ...cell, textAlign: 'right' }}>
                  {t('units')}
                </Box>
                <Box component="th" sx={cell}>
                  {t('orders')}
                </Box>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((row) => (
                <tr key={row.sku}>
                  <Box component="td" sx={cell}>
                    {row.sku}
                  </Box>
                  <Box component="td" sx={cell}>
                    {row.product}
                  </Box>
                  <Box component="td" sx={{ ...cell, textAlign: 'right' }}>
                    {row.units}
                  </Box>
                  <Box component="td" sx={cell}>
                    {row.orders.join(', ')}
                  </Box>
                </tr>
              ))}
              <Box component="tr" sx={{ fontWeight: 700 }}>
                <Box component="td" sx={cell}>
                  {t('total')}
                </Box>
                <Box component="td" sx={cell}>
                  {t('totals', list.totals)}
                </Box>
                <Box component="td" sx={{ ...cell, textAlign: 'right' }}>
                  {list.totals.units}
                </Box>
                <Box component="td" sx={cell} />
              </Box>
            </tbody>
          </Box>
          <Box component="h4" sx={{ mt: 2, mb: 1, fontSize: 15 }}>
            {t('order_barcodes')}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {list.orders.map((number) => (
              <Barcode key={number} text={number} />
            ))}
          </Box>
        </Box>
      ))}
      {picked.unpicked.length ? <p>{t('unpicked', { orders: picked.unpicked.join(', ') })}</p> : null}
    </Box>
  );
};

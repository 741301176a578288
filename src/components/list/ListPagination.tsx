import { useId } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import { PAGE_SIZES } from '../../../domain/listQuery';

/**
 * 'Items per page' (10, 20, 30) and the pager (back, numbered pages, next), bounded by the
 * first and last page.
 */
export const ListPagination = () => {
  const translate = useTranslate();
  const labelId = useId();
  const [locale] = useLocaleState();
  const { page, perPage, total, setPage, setPerPage, isPending, meta } = useListContext();
  // Past 10,000 rows the server estimates the count (docs/api.md): "about 1,000,000 items".
  const estimated = (meta as { countEstimated?: boolean } | undefined)?.countEstimated === true;
  const pages = Math.max(1, Math.ceil((total ?? 0) / perPage));
  // A page size from a link (?perPage=50) is shown and offered beside the usual ones, not left blank.
  const usual: readonly number[] = PAGE_SIZES;
  const sizes = usual.includes(perPage) ? usual : [...usual, perPage].sort((a, b) => a - b);
  if (isPending && total === undefined) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 2,
        py: 1.5,
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="body2" color="text.secondary" id={labelId}>
        {translate('app.list.items_per_page')}
      </Typography>
      <Select
        size="small"
        value={perPage}
        onChange={(event) => setPerPage(Number(event.target.value))}
        // On the element that takes the focus (the combobox), not the hidden native input.
        labelId={labelId}
      >
        {sizes.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </Select>
      <Typography variant="body2" color="text.secondary">
        {estimated
          ? translate('app.list.total_about', {
              smart_count: total ?? 0,
              count: new Intl.NumberFormat(locale).format(total ?? 0),
            })
          : translate('app.list.total', { smart_count: total ?? 0 })}
      </Typography>
      <Pagination
        count={pages}
        page={Math.min(page, pages)}
        onChange={(_event, value) => setPage(value)}
        color="primary"
        shape="rounded"
        showFirstButton={false}
        showLastButton={false}
        // MUI names the buttons in English; react-admin's texts name them in the chosen language.
        getItemAriaLabel={(type, item, selected) =>
          type === 'page'
            ? translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page: item })
            : translate(`ra.navigation.${type}`)
        }
      />
    </Box>
  );
};

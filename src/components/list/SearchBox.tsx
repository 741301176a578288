import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';

/** The lists' search box with its search button (spec 000 "Shared list behaviour"). */
export const SearchBox = ({
  value,
  onChange,
  onSubmit,
  sx,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  sx?: object;
}) => {
  const translate = useTranslate();
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      sx={{ display: 'flex', alignItems: 'center', ...sx }}
    >
      <TextField
        size="small"
        placeholder={translate('app.list.search')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': translate('app.list.search') },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label={translate('app.list.search_button')}>
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
};

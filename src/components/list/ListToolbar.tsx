import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useListContext, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../../domain/listQuery';
import { DUE_TAGS } from '../../../domain/scheduledOrders';
import { SearchBox } from './SearchBox';

/** A filter tag of a list: `id` goes to the server as tagText, `name` is an i18n key. */
export interface ListTag {
  id: string;
  name: string;
}

/** An entry of the Filter dropdown that runs something instead of filtering ('Run Cron'). */
export interface FilterAction {
  /** i18n key. */
  name: string;
  onSelect: () => void;
}

/**
 * Filter dropdown, search box with its button, and the removable chip of the active filter
 * (spec 000 "Shared list behaviour"). Searching or filtering shows page 1 with 10 rows.
 */
export const ListToolbar = ({
  tags,
  filterActions,
  filters,
  actions,
}: {
  tags?: readonly ListTag[];
  filterActions?: readonly FilterAction[];
  /** Further filters after the search (Warehouse Orders' warehouse picker); they set their own keys. */
  filters?: ReactNode;
  actions?: ReactNode;
}) => {
  const translate = useTranslate();
  const { filterValues, setFilters, setPerPage } = useListContext();
  const [search, setSearch] = useState<string>(typeof filterValues.q === 'string' ? filterValues.q : '');
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const activeTag = tags?.find((tag) => tag.id === filterValues.tag);

  useEffect(() => {
    setSearch(typeof filterValues.q === 'string' ? filterValues.q : '');
  }, [filterValues.q]);

  const apply = (next: { q?: string; tag?: string }) => {
    // Search and tag are set here; other keys (a further filter's) are kept.
    const { q: _q, tag: _tag, ...kept } = filterValues as Record<string, string>;
    const filters: Record<string, string> = { ...kept };
    if (next.q) filters.q = next.q;
    if (next.tag) filters.tag = next.tag;
    setFilters(filters, undefined, false);
    setPerPage(DEFAULT_PAGE_SIZE); // also goes back to page 1
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
      {tags?.length ? (
        <>
          <Button
            variant="outlined"
            startIcon={<FilterListIcon />}
            onClick={(e) => setMenuAnchor(e.currentTarget)}
          >
            {translate('app.list.filter')}
          </Button>
          <Menu anchorEl={menuAnchor} open={!!menuAnchor} onClose={() => setMenuAnchor(null)}>
            {tags.map((tag) => (
              <MenuItem
                key={tag.id}
                selected={tag.id === activeTag?.id}
                onClick={() => {
                  setMenuAnchor(null);
                  apply({ q: search.trim(), tag: tag.id });
                }}
              >
                {translate(tag.name, { _: tag.name })}
              </MenuItem>
            ))}
            {filterActions?.length ? <Divider /> : null}
            {filterActions?.map((action) => (
              <MenuItem
                key={action.name}
                onClick={() => {
                  setMenuAnchor(null);
                  action.onSelect();
                }}
              >
                {translate(action.name, { _: action.name })}
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : null}
      <SearchBox
        value={search}
        onSubmit={() => apply({ q: search.trim(), tag: activeTag?.id })}
        onChange={(value) => {
          setSearch(value);
          // Clearing the box reloads page 1 with 10 items.
          if (!value && filterValues.q) apply({ tag: activeTag?.id });
        }}
      />
      {filters}
      {activeTag ? (
        <Chip
          color="primary"
          variant="outlined"
          label={translate(activeTag.name, { _: activeTag.name })}
          onDelete={() => apply({ q: search.trim() })}
          slotProps={{ root: { 'aria-label': translate('app.list.active_filter') } } as never}
        />
      ) : null}
      <Box sx={{ flex: 1 }} />
      {actions}
    </Box>
  );
};

/** The to-be-sent lists' tags (domain/scheduledOrders.ts DUE_TAGS), labelled by app.list.due.<id>. */
export const DUE_LIST_TAGS: readonly ListTag[] = DUE_TAGS.map((id) => ({ id, name: `app.list.due.${id}` }));

/** Filter tags from the list's tag ids (domain/), labelled by app.forms.<id>. */
export const tagsOf = (ids: readonly string[]): ListTag[] =>
  ids.map((id) => ({ id, name: `app.forms.${id}` }));

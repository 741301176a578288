export { ResourceList, type ResourceListProps } from './ResourceList';
export { DUE_LIST_TAGS, ListToolbar, tagsOf, type FilterAction, type ListTag } from './ListToolbar';
export { ListPagination } from './ListPagination';
export { RowMenu, useCloseRowMenu } from './RowMenu';
export {
  DeleteMenuItem,
  EditMenuItem,
  MASTER_RECORD_MENU,
  ShowMenuItem,
  ToggleActivationMenuItem,
} from './rowActions';
export { SearchBox } from './SearchBox';
export {
  DeleteSelectedButton,
  MasterRecordBulkButtons,
  SetActivationOfSelectedButton,
} from './MasterRecordBulkButtons';
export { ExpandCountButton, ExpandedRowsTable } from './ExpandedRows';
export { listAddress } from './listAddress';
export { CellText } from './CellText';

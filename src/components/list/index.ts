export { ResourceList, type ResourceListProps } from './ResourceList';
export { ListToolbar, type ListTag } from './ListToolbar';
export { ListPagination } from './ListPagination';
export { RowMenu, useCloseRowMenu } from './RowMenu';
export { DeleteMenuItem, EditMenuItem, ShowMenuItem, ToggleActivationMenuItem } from './rowActions';

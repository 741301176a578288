import { useSaveWithBanner, type SaveKind } from '../../src/components/forms';

/**
 * The save of Add Stock ('create') and Remove units ('update'): the server's msg, then one page
 * back; a refusal is the ADD_STOCK or UPDATE_STOCK banner (spec 001 section 8).
 */
export const useStockSave = (kind: SaveKind) =>
  useSaveWithBanner({ resource: 'stock', kind, recordName: 'STOCK', after: 'back' });

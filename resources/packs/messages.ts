/**
 * Texts of the pack screens (spec 001 "Product and pack screens"). Screen titles are the
 * route table's (app.screens.add_pack, view_pack, edit_pack).
 */
export const packMessages = {
  packs: {
    add_pack: 'Add Pack',
    save_pack: 'Save Pack',
    edit_pack: 'Edit Pack',
    section: 'Pack Details',
    products_section: 'Products',
    fields: {
      internal_product_name: 'Internal Product Name',
      internal_sku: 'Internal SKU',
      selected_products: 'Products',
      product_count: 'Number of Products',
    },
    columns: {
      internal_sku: 'Internal SKU',
      internal_product_name: 'Internal Product Name',
      supplier_sku: 'Supplier SKU',
      supplier_product_name: 'Supplier Product Name',
      supplier_name: 'Supplier Name',
    },
    sku_locked: 'The internal SKU of a pack cannot be changed',
    no_products: 'The products could not be loaded: %{error}',
  },
};

/**
 * Texts of the product screens and the product CSV import/export (spec 001 "Product list",
 * "Product and pack screens"), word for word where the specification quotes them. Screen
 * titles are the route table's (app.screens.*).
 */
export const productMessages = {
  products: {
    add_product: 'Add Product',
    add_pack: 'Add Pack',
    import_csv: 'Import CSV',
    import_title: 'Import Products',
    import_count: 'Import approximately %{count} products',
    pack_badge: 'Pack',
    packs_left_out:
      'Not in the file: a pack does not fit a row of the product CSV: %{records} |||| Not in the file: packs do not fit a row of the product CSV: %{records}',
    update_product: 'Update Product',
    edit_product: 'Edit Product',
    sections: {
      details: 'Product Details',
      criteria: 'Product Selection Criteria',
      basic: 'Basic Details',
      selection: 'Selection Criteria',
    },
    fields: {
      internal_sku: 'Internal SKU',
      supplier_sku: 'Supplier SKU',
      internal_product_name: 'Internal Product Name',
      supplier_product_name: 'Supplier Product Name',
      supplier: 'Supplier',
      supplier_name: 'Supplier Name',
      units: 'Units',
      units_include: 'Units Per Box',
      weight: 'Weight (kg)',
      length: 'Length (m)',
      width: 'Width (m)',
      height: 'Height (m)',
      package_length: 'Package Length (m)',
      package_width: 'Package Width (m)',
      package_height: 'Package Height (m)',
      max_length: 'Maximum Length (m)',
      volume: 'Volume (m³)',
    },
    supplier_locked: 'The supplier of a product cannot be changed',
    no_suppliers: 'The suppliers could not be loaded: %{error}',
  },
};

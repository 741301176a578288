/**
 * Texts of the stock screens (spec 001 "Stock screens"). Screen titles are the route
 * table's (app.screens.stock, add_stock, edit_stock, stock_history).
 */
export const stockMessages = {
  stock: {
    add_stock: 'Add Stock',
    update_stock: 'Update Stock',
    view_history: 'View History',
    remove_units: 'Remove units',
    columns: {
      supplier_sku: 'Supplier SKU',
      supplier_product_name: 'Supplier Product Name',
      supplier_name: 'Supplier Name',
      warehouse: 'Stock Warehouse',
      total_units: 'Available Stock Units',
    },
    fields: {
      warehouse: 'Warehouse',
      product: 'Product',
      units: 'Units',
      units_to_remove: 'Units to remove',
    },
    section: 'Stock Details',
    own_warehouse: 'Your warehouse',
    remove_range: 'From 0 to %{max}',
    history: {
      date: 'Date and Time',
      units: 'Units',
      action: 'Action',
      add: 'Add',
      remove: 'Remove',
      order: 'Order',
      user: 'User',
      system: 'System',
    },
    entry_missing: 'This product has no stock in this warehouse',
    not_found: 'This stock entry could not be found: %{error}',
    no_options: 'The choices could not be loaded: %{error}',
  },
};

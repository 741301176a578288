/** Texts of the overview (app.overview.*, its menu entry and title), merged into src/i18n/en.ts. */
export const overviewMessages = {
  menu: { overview: 'Overview' },
  screens: { overview: 'Overview' },
  overview: {
    statuses: 'Orders by status',
    attention: 'Needs attention',
    nothing_waits: 'Nothing waits on you.',
    chart: 'Orders over the last 30 days',
    shops: 'Shops',
    chart_label: 'Orders imported, shipped and late per day over the last 30 days',
    imported: 'Imported',
    shipped: 'Shipped',
    late: 'Late',
    loading: 'Loading the overview',
    /** A tile's count past 10,000, the server's estimate (as a list's "about N items"). */
    about: 'about %{count}',
    due: 'To be sent',
    due_tiles: {
      purchaseOrders: { overdue: 'Purchase orders overdue', 'due-today': 'Purchase orders due later today' },
      pickupOrders: { overdue: 'Pickup orders overdue', 'due-today': 'Pickup orders due later today' },
    },
  },
};

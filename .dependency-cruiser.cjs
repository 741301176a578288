/**
 * Import rules checked by `npm run lint`: no import cycle anywhere in the tree, since a cycle
 * hides which module depends on which (dynamic `import()`s included: a lazy view importing its
 * own resource list is still a circle).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles are refused; move the shared part into its own module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-cross-resource',
      severity: 'error',
      comment:
        'A resource folder imports only from src/, domain/, dataProvider/ and itself; what several ' +
        'resources share lives in src/ (e.g. src/components/actions, src/components/orders).',
      from: { path: '^resources/([^/]+)/' },
      to: { path: '^resources/([^/]+)/', pathNot: '^resources/$1/' },
    },
    {
      name: 'no-cross-lifecycle-service',
      severity: 'error',
      comment:
        'The order-lifecycle service folders (orders, purchasing, pickups, warehouseOrders) import ' +
        'nothing from each other: a step that crosses them is a flow in server/flows/ (docs/decisions.md, ' +
        '"Flows"); what several share lives in a neutral module (server/services/timeline, orderRecords).',
      from: { path: '^server/services/(orders|purchasing|pickups|warehouseOrders)/' },
      to: {
        path: '^server/services/(orders|purchasing|pickups|warehouseOrders)/',
        pathNot: '^server/services/$1/',
      },
    },
    {
      name: 'no-route-to-flow',
      severity: 'error',
      comment:
        'Routes call services, services run flows: a route (server/routes, the generated entity ' +
        'routes, app.ts) imports nothing from server/flows/, so a flow has one caller that owns ' +
        'its transaction and wakes its after-commit effects (docs/decisions.md, "Flows").',
      from: { path: '^server/(routes/|entities/entityRoutes\\.ts$|app\\.ts$)' },
      to: { path: '^server/flows/' },
    },
    {
      name: 'no-server-to-browser',
      severity: 'error',
      comment:
        'The server imports nothing of the browser: what both sides say (texts, rules, schemas) ' +
        'lives in domain/ (texts in domain/texts/), which both import.',
      from: { path: '^server/' },
      to: { path: '^(src|resources)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|data|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};

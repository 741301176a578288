/**
 * Statements per request, by call, for the load bench (docs/benchmarks.md "A team at once").
 * Loaded into the server's processes, it counts the statements pg sends for each HTTP request
 * (pool.query, and every query of a connection taken for a transaction, from its begin to its
 * commit) and writes them to LOAD_STATEMENTS_DIR, one file per process; run by itself, it adds
 * those files up:
 *
 *   LOAD_STATEMENTS_DIR=/tmp/statements LOAD_NODE_ARGS='--import ./bench/loadStatements.mjs' \
 *     WEB_PROCESSES=1 BENCH_DATABASE_URL=... npx tsx bench/load.ts --postgres-only --seconds 15 --clients 30
 *   node bench/loadStatements.mjs /tmp/statements [a pattern of calls whose statements to list]
 *
 * Plain JavaScript: node's own flags come before tsx's in the server's command line.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/** A call's kind: its method and path, ids and numbers left out. */
const kindOf = (method, url) =>
  `${method} ${url
    .replace(/\?.*/, '')
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27,}/g, ':id')
    .replace(/\/\d+/g, '/:n')}`;

function count(dir) {
  const pg = createRequire(import.meta.url)('pg');
  const request = new AsyncLocalStorage();
  const requests = new Map();
  const statements = new Map();
  const texts = new Map();
  const add = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
  const counted = (kind, config) => {
    add(statements, kind);
    const text = typeof config === 'string' ? config : (config?.text ?? '?');
    add(texts, `${kind} | ${text.replace(/\s+/g, ' ').slice(0, 140)}`);
  };
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, req) {
    if (event !== 'request') return emit.apply(this, arguments);
    const kind = kindOf(req.method, req.url);
    add(requests, kind);
    return request.run(kind, () => emit.apply(this, arguments));
  };
  // pool.query and pool.connect run in the request's context; a connection's own callbacks may not.
  const poolQuery = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function (config) {
    counted(request.getStore() ?? '(no request)', config);
    return poolQuery.apply(this, arguments);
  };
  const connect = pg.Pool.prototype.connect;
  const holder = Symbol('request');
  pg.Pool.prototype.connect = function (callback) {
    if (callback) return connect.apply(this, arguments);
    const kind = request.getStore() ?? '(no request)';
    return connect.apply(this, arguments).then((client) => {
      client[holder] = kind;
      const release = client.release;
      client.release = function () {
        delete client[holder];
        return release.apply(this, arguments);
      };
      return client;
    });
  };
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config) {
    if (this[holder]) counted(this[holder], config);
    return query.apply(this, arguments);
  };
  fs.mkdirSync(dir, { recursive: true });
  const write = () =>
    requests.size &&
    fs.writeFileSync(
      path.join(dir, `${process.pid}.json`),
      JSON.stringify({ requests: [...requests], statements: [...statements], texts: [...texts] }),
    );
  setInterval(write, 2_000).unref();
  process.on('exit', write);
}

function report(dir, pattern) {
  const sum = (into, entries) => entries.forEach(([k, n]) => into.set(k, (into.get(k) ?? 0) + n));
  const requests = new Map();
  const statements = new Map();
  const texts = new Map();
  for (const file of fs.readdirSync(dir)) {
    const one = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    sum(requests, one.requests);
    sum(statements, one.statements);
    sum(texts, one.texts);
  }
  let calls = 0;
  let sent = 0;
  console.log('| call | calls | statements per call |\n|---|---|---|');
  for (const [kind, n] of [...requests].sort((a, b) => b[1] - a[1])) {
    const s = statements.get(kind) ?? 0;
    calls += n;
    sent += s;
    console.log(`| ${kind} | ${n} | ${(s / n).toFixed(2)} |`);
  }
  console.log(`| all calls | ${calls} | ${(sent / calls).toFixed(2)} |`);
  if (!pattern) return;
  const wanted = new RegExp(pattern);
  for (const [text, n] of [...texts].filter(([t]) => wanted.test(t)).sort((a, b) => b[1] - a[1]))
    console.log(String(n).padStart(6), text);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  report(process.argv[2], process.argv[3]);
else if (process.env.LOAD_STATEMENTS_DIR) count(process.env.LOAD_STATEMENTS_DIR);

/**
 * Every order list's measures (benchListsAtScale) on a database as it is, e.g. one built by
 * build.ts, so that a change is measured again without building a million orders each time:
 *
 *   npx tsx bench/listsAtScale/measure.ts 'postgresql://root@/million?host=/var/run/postgresql'
 *   NAMED_STATEMENTS=0 npx tsx bench/listsAtScale/measure.ts URL   # each statement unnamed, as before
 *                                                                 # statements were prepared (namedStatements.ts)
 */
import { openPostgres } from '../../server/db/client';
import { benchListsAtScale, listFiguresTable } from './lists';

const url = process.argv[2];
if (!url) throw new Error('Name the database: npx tsx bench/listsAtScale/measure.ts URL');
const handle = await openPostgres(url, undefined, undefined, {
  namedStatements: process.env.NAMED_STATEMENTS !== '0',
});
console.log(listFiguresTable(await benchListsAtScale('PostgreSQL server', handle.db)));
await handle.close();

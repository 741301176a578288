import fs from 'node:fs';
import { GENERATED_ENTITIES } from '../server/entities';
import { withEntitySection } from '../server/entities/apiDocs';

// Rewrites docs/api.md's section of the declared entities (tests/api/docsRoutes.test.ts checks it).
const file = 'docs/api.md';
fs.writeFileSync(
  file,
  withEntitySection(
    fs.readFileSync(file, 'utf8'),
    GENERATED_ENTITIES.map((s) => s.entity),
  ),
);
console.log(`${file}: declared entities written`);

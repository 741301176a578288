import type { Entity } from '../../domain/entities/entity';

export const DOCS_START = '<!-- declared entities: written by `npm run docs:api` -->';
export const DOCS_END = '<!-- end of declared entities -->';

/** The docs/api.md section of the entities served from server/db/schema/entities.ts. */
export function entityApiSection(entities: readonly Entity[]): string {
  const blocks = entities.map((entity) => {
    const { endpoints: p, messages: m, singular } = entity;
    const body = `${singular.toLowerCase()} fields (${Object.keys(entity.fields).join(', ')})`;
    const rows = [
      `| GET ${p.list} | list query | \`{msg: '${m.list}', ${p.listKey}: [${singular}], count}\` |`,
      `| GET ${p.one} | \`id\` | \`{msg, doc: ${singular}}\`; 404 when missing or deleted |`,
      `| POST ${p.add} | ${body} | \`{msg, ${p.addKey}}\`; 400 naming the field; 409 on a taken unique value |`,
      `| POST ${p.edit} | \`{id, updatedAt?, ...fields}\` | \`{msg, doc}\`; 400 when a locked field differs; 409 when saved meanwhile (Edits made on an older copy) |`,
      ...(entity.activation
        ? [
            `| POST ${p.status} | \`{id, status}\` (the current value) | \`{msg, doc}\` flipped; 409 when it changed meanwhile |`,
            `| POST ${p.status}-batch | \`{ids, activated}\` | per row (Acting on selected rows): each set to \`activated\` |`,
          ]
        : []),
      `| POST ${p.delete} | \`{id}\` | \`{msg, doc}\`; the record is hidden, its history kept |`,
      `| POST ${p.delete}-batch | \`{ids}\` | per row (Acting on selected rows): the delete's rule on each |`,
      `| POST ${p.delete}-open-work | \`{ids}\` | \`{msg, rows: [{id, name, work}]}\`: what deleting (or deactivating) each would strand (Open work) |`,
    ];
    return [
      `### ${entity.plural} (area \`${entity.area}\`; domain/entities/${entity.name}.ts)`,
      '',
      '| call | sends | answers |',
      '|---|---|---|',
      ...rows,
    ].join('\n');
  });
  return [DOCS_START, ...(blocks.length ? blocks : ['(none yet)']), DOCS_END].join('\n\n');
}

/** docs/api.md with its declared-entities section replaced. */
export function withEntitySection(docs: string, entities: readonly Entity[]): string {
  const start = docs.indexOf(DOCS_START);
  const end = docs.indexOf(DOCS_END);
  if (start < 0 || end < 0) throw new Error(`docs/api.md lacks the markers ${DOCS_START} ... ${DOCS_END}`);
  return docs.slice(0, start) + entityApiSection(entities) + docs.slice(end + DOCS_END.length);
}

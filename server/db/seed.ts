// The demo content the back office starts with (server/content/*.ts): INSERT statements for the
// migration that creates the content tables, so a fresh database shows the same site as before
// staff edited anything. The ids are kept (links and tests rely on them). Once a database has run
// that migration, its content is the staff's: these modules are never read again by a server.

import { internships, jobs } from '../content/posts';
import { products } from '../content/products';
import { testimonials } from '../content/testimonials';

type Value = string | number | boolean | null;

/** A SQL literal; both dialects read '' as one quote and TRUE/FALSE as booleans. */
const literal = (value: Value): string => {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return String(value);
  return `'${value.replace(/'/g, "''")}'`;
};

const insert = (table: string, columns: string[], rows: Value[][], stamp: string): string =>
  `INSERT INTO ${table} (${columns.join(', ')}, created_at, updated_at) VALUES\n` +
  rows.map((row) => `  (${row.map(literal).join(', ')}, ${stamp}, ${stamp})`).join(',\n') +
  ';\n';

/** `stamp`: the dialect's SQL for the current time, in the column's type. */
export function seedContentSql(stamp: string): string {
  return [
    insert(
      'posts',
      ['id', 'type', 'title', 'body', 'published'],
      [
        ...jobs.map((p) => [p.id, 'job', p.title, p.body, true]),
        ...internships.map((p) => [p.id, 'internship', p.title, p.body, true]),
      ],
      stamp,
    ),
    insert(
      'testimonials',
      ['id', 'name', 'designation', 'message', 'photo', 'published'],
      testimonials.map((t) => [t.id, t.name, t.designation, t.message, t.photo, true]),
      stamp,
    ),
    insert(
      'products',
      [
        'id',
        'title',
        'price_cents',
        'description',
        'category',
        'image',
        'rating_rate',
        'rating_count',
        'published',
      ],
      products.map((p) => [
        p.id,
        p.title,
        Math.round(p.price * 100),
        p.description,
        p.category,
        p.image,
        p.rating.rate,
        p.rating.count,
        true,
      ]),
      stamp,
    ),
  ].join('\n');
}

/** PostgreSQL: identity columns continue after the seeded ids. */
export const POSTGRES_RESTART_IDENTITIES = ['posts', 'testimonials', 'products']
  .map(
    (table) =>
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}));`,
  )
  .join('\n');

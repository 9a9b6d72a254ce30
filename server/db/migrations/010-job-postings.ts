// Migration 10 (migrations.ts keeps the list in order; never edit one that has shipped).

import { CHECK_IN, type Migration } from './migration';
import { iso } from '../rows';
import { freeSlug, slugOf } from '../../content/store/slugs';

export const m010: Migration = {
  // What a job posting needs for its own page and Google's JobPosting (docs/product.md §10.9):
  // its address, posting date, closing time, employment type, place and salary, and whether
  // staff closed it. Existing posts: posted the day they were created, open until filled, full
  // time (internships: intern), at the office, no salary; their slugs made from their titles.
  name: 'job postings: address, dates, employment type, place, salary',
  async up(db, d) {
    const columns = [
      ['slug', 'text', (c) => c.notNull().defaultTo('')],
      ['date_posted', 'text', (c) => c.notNull().defaultTo('')],
      ['valid_through', d.types.timestamp, (c) => c],
      [
        'employment_type',
        'text',
        (c) =>
          c
            .notNull()
            .defaultTo('FULL_TIME')
            .check(
              CHECK_IN('employment_type', [
                'FULL_TIME',
                'PART_TIME',
                'CONTRACTOR',
                'TEMPORARY',
                'INTERN',
                'VOLUNTEER',
                'PER_DIEM',
                'OTHER',
              ]),
            ),
      ],
      [
        'workplace',
        'text',
        (c) =>
          c
            .notNull()
            .defaultTo('onsite')
            .check(CHECK_IN('workplace', ['onsite', 'hybrid', 'remote'])),
      ],
      ['applicant_country', 'text', (c) => c],
      ['salary_min_cents', 'integer', (c) => c],
      ['salary_max_cents', 'integer', (c) => c],
      [
        'salary_currency',
        'text',
        (c) =>
          c
            .notNull()
            .defaultTo('GBP')
            .check(CHECK_IN('salary_currency', ['GBP', 'EUR', 'USD'])),
      ],
      [
        'salary_unit',
        'text',
        (c) =>
          c
            .notNull()
            .defaultTo('YEAR')
            .check(CHECK_IN('salary_unit', ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'])),
      ],
      ['closed', d.types.boolean, (c) => c.notNull().defaultTo(false)],
    ] as const satisfies readonly (readonly [
      string,
      string,
      Parameters<ReturnType<typeof db.schema.alterTable>['addColumn']>[2],
    ])[];
    // One column a statement: SQLite adds one at a time.
    for (const [name, type, build] of columns) {
      await db.schema.alterTable('posts').addColumn(name, type, build).execute();
    }

    const rows = await db
      .selectFrom('posts')
      .select(['id', 'type', 'title', 'created_at'])
      .orderBy('id')
      .execute();
    const taken = new Set<string>();
    for (const row of rows) {
      const slug = freeSlug(slugOf(row.title), taken);
      taken.add(slug);
      await db
        .updateTable('posts')
        .set({
          slug,
          date_posted: iso(row.created_at).slice(0, 10),
          employment_type: row.type === 'internship' ? 'INTERN' : 'FULL_TIME',
        })
        .where('id', '=', row.id)
        .execute();
    }
    await db.schema.createIndex('posts_slug').on('posts').column('slug').unique().execute();
  },
};

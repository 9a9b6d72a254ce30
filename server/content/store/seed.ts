// The demo content the back office starts with (server/content/*.ts), inserted by the migration
// that creates the content tables, so a fresh database shows the same site as before staff edited
// anything. The ids are kept (links and tests rely on them). Once a database has run that
// migration, its content is the staff's: these modules are never read again by a server.

import { internships, jobs } from '../posts';
import { products } from '../products';
import { testimonials } from '../testimonials';
import type { Executor, SqlDialect } from '../../db/dialect';

export async function seedContent(db: Executor, dialect: SqlDialect): Promise<void> {
  const stamp = new Date().toISOString();
  const times = { published: true, created_at: stamp, updated_at: stamp };
  await db
    .insertInto('posts')
    .values(
      [
        ...jobs.map((p) => ({ id: p.id, type: 'job' as const, title: p.title, body: p.body })),
        ...internships.map((p) => ({
          id: p.id,
          type: 'internship' as const,
          title: p.title,
          body: p.body,
        })),
      ].map((row) => ({ ...row, ...times })),
    )
    .execute();
  await db
    .insertInto('testimonials')
    .values(
      testimonials.map((t) => ({
        id: t.id,
        name: t.name,
        designation: t.designation,
        message: t.message,
        photo: t.photo,
        ...times,
      })),
    )
    .execute();
  await db
    .insertInto('products')
    .values(
      products.map((p) => ({
        id: p.id,
        title: p.title,
        price_cents: Math.round(p.price * 100),
        description: p.description,
        category: p.category,
        image: p.image,
        rating_rate: p.rating.rate,
        rating_count: p.rating.count,
        ...times,
      })),
    )
    .execute();
  for (const table of ['posts', 'testimonials', 'products']) {
    await dialect.continueIdentity(db, table);
  }
}

// The media library's storage (staff-types.ts, MediaRepository), written once for both databases:
// a row per image in `media`, its bytes in `media_variants` (SQLite BLOB, PostgreSQL bytea). The
// quota is checked and the image written in one transaction under a lock every instance takes
// (SQLite: the write transaction itself), so two uploads cannot both take the last room.

import type { Selectable } from 'kysely';
import type { Db, SqlDialect } from '../db/dialect';
import { ALL_DOCUMENTS, PUBLISH_CHANNEL } from '../content/publish-channel';
import { findMediaUses } from './store-uses';
import { iso, now, num, writeAudit } from '../db/rows';
import type { MediaFormat, MediaRecord, MediaRepository, MediaVariant } from '../db/staff-types';
import { MediaQuotaError } from '../db/staff-types';
import type { Tables } from '../db/tables';

const MEDIA_LOCK_KEY = 4_711_202_614;
const VARIANT_COLUMNS = ['media_id', 'width', 'height', 'format', 'bytes'] as const;

type MediaRow = Selectable<Tables['media']>;
type VariantRow = Pick<Selectable<Tables['media_variants']>, (typeof VARIANT_COLUMNS)[number]>;

const toRecord = (row: MediaRow, variants: VariantRow[]): MediaRecord => ({
  key: row.key,
  originalType: row.original_type,
  width: num(row.width),
  height: num(row.height),
  alt: row.alt,
  fileName: row.file_name,
  focalX: Number(row.focal_x),
  focalY: Number(row.focal_y),
  bytes: num(row.bytes),
  createdAt: iso(row.created_at),
  createdBy: row.created_by,
  variants: variants
    .filter((v) => num(v.media_id) === num(row.id))
    .map((v): MediaVariant => ({
      width: num(v.width),
      height: num(v.height),
      format: v.format,
      bytes: num(v.bytes),
    }))
    .sort((a, b) => a.width - b.width || a.format.localeCompare(b.format)),
});

/**
 * `announce`: tells this instance's published documents to read themselves again (a changed alt
 * text or moved focal point shows on their pages: server/content/focal-points.ts); PostgreSQL
 * tells the others.
 */
export function mediaRepository(
  db: Db,
  dialect: SqlDialect,
  announce: (key: string) => void = () => undefined,
): MediaRepository {
  /** The records of these rows, with their variants' sizes (never their bytes). */
  const withVariants = async (rows: MediaRow[]): Promise<MediaRecord[]> => {
    if (rows.length === 0) return [];
    const variants = await db
      .selectFrom('media_variants')
      .select([...VARIANT_COLUMNS])
      .where(
        'media_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    return rows.map((row) => toRecord(row, variants));
  };
  const usedBytes = async (executor = db as Pick<Db, 'selectFrom'>) => {
    const row = await executor
      .selectFrom('media')
      .select((eb) => eb.fn.sum<number>('bytes').as('total'))
      .executeTakeFirst();
    return num(row?.total ?? 0);
  };

  return {
    async put(media, quotaBytes, actor) {
      const bytes = media.variants.reduce((sum, v) => sum + v.bytes, 0);
      const stored = await db.transaction().execute(async (trx) => {
        await dialect.lockTransaction(trx, MEDIA_LOCK_KEY);
        const exists = await trx
          .selectFrom('media')
          .select('id')
          .where('key', '=', media.key)
          .executeTakeFirst();
        if (exists) return undefined;
        const used = await usedBytes(trx);
        if (used + bytes > quotaBytes) throw new MediaQuotaError(used);
        const row = await trx
          .insertInto('media')
          .values({
            key: media.key,
            original_type: media.originalType,
            width: media.width,
            height: media.height,
            alt: media.alt,
            file_name: media.fileName,
            focal_x: media.focalX,
            focal_y: media.focalY,
            bytes,
            created_at: media.createdAt ?? now(),
            created_by: actor.email,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        for (const v of media.variants) {
          await trx
            .insertInto('media_variants')
            .values({
              media_id: row.id,
              width: v.width,
              height: v.height,
              format: v.format,
              bytes: v.bytes,
              data: v.data,
            })
            .execute();
        }
        await writeAudit(trx, actor, {
          action: 'media.upload',
          entity: 'media',
          entityId: num(row.id),
          after: { key: media.key, bytes, width: media.width, height: media.height },
        });
        return row;
      });
      if (!stored) return undefined;
      return toRecord(
        stored,
        media.variants.map((v) => ({ ...v, media_id: stored.id })),
      );
    },
    async find(key) {
      const [record] = await this.findMany([key]);
      return record;
    },
    async findMany(keys) {
      if (keys.length === 0) return [];
      const rows = await db.selectFrom('media').selectAll().where('key', 'in', keys).execute();
      return withVariants(rows);
    },
    async get(key, width, format: MediaFormat) {
      const row = await db
        .selectFrom('media_variants')
        .innerJoin('media', 'media.id', 'media_variants.media_id')
        .select('media_variants.data')
        .where('media.key', '=', key)
        .where('media_variants.width', '=', width)
        .where('media_variants.format', '=', format)
        .executeTakeFirst();
      return row ? Buffer.from(row.data) : undefined;
    },
    async list(limit) {
      const rows = await db
        .selectFrom('media')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return withVariants(rows);
    },
    async describe(key, facts, actor) {
      const changed = await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('media')
          .select(['id', 'alt', 'focal_x', 'focal_y'])
          .where('key', '=', key)
          .executeTakeFirst();
        if (!before) return undefined;
        await trx
          .updateTable('media')
          .set({ alt: facts.alt, focal_x: facts.focalX, focal_y: facts.focalY })
          .where('id', '=', before.id)
          .execute();
        // The pages show the library's words and focal point: a change reaches them at once.
        const moved =
          before.alt !== facts.alt ||
          Number(before.focal_x) !== facts.focalX ||
          Number(before.focal_y) !== facts.focalY;
        if (moved) await dialect.notify(trx, PUBLISH_CHANNEL, ALL_DOCUMENTS);
        await writeAudit(trx, actor, {
          action: 'media.update',
          entity: 'media',
          entityId: num(before.id),
          before: { key, alt: before.alt, focalX: before.focal_x, focalY: before.focal_y },
          after: { key, ...facts },
        });
        return { moved };
      });
      if (changed?.moved) announce(ALL_DOCUMENTS);
      return changed ? this.find(key) : undefined;
    },
    async delete(key, actor) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('media')
          .select(['id', 'bytes'])
          .where('key', '=', key)
          .executeTakeFirst();
        if (!row) return 'missing' as const;
        const usedBy = (await findMediaUses(trx, [key])).get(key);
        if (usedBy) return usedBy;
        await trx.deleteFrom('media_variants').where('media_id', '=', row.id).execute();
        await trx.deleteFrom('media').where('id', '=', row.id).execute();
        await writeAudit(trx, actor, {
          action: 'media.delete',
          entity: 'media',
          entityId: num(row.id),
          before: { key, bytes: num(row.bytes) },
        });
        return 'deleted' as const;
      });
    },
    uses: (keys) => findMediaUses(db, keys),
    usedBytes: () => usedBytes(),
  };
}

// One block of a page built from blocks (contract/blocks/index.ts): a typed object whose `type`
// names which block it is and whose `id` the editor gives it when it is added (stable across
// reordering: the list's React key and the block's anchor on the page). Its other fields are
// made of the field kinds of contract/content-fields.ts, so the editor draws each block's form
// from its schema as it draws a document's.

import { Type, type TProperties } from 'typebox';

/** A block's id: short, made by the editor when the block is added. */
const BlockId = Type.String({ pattern: '^[a-z0-9]{1,16}$' });

/** The schema of one kind of block: `title` is its name in the editor's "Add a block" menu. */
export const BlockObject = <T extends string, P extends TProperties>(
  type: T,
  properties: P,
  labels: { title: string; description?: string },
) =>
  Type.Object(
    { type: Type.Literal(type), id: BlockId, ...properties },
    { ...labels, additionalProperties: false },
  );

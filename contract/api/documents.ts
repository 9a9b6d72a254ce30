// The back office's shapes of the content documents (contract/documents/index.ts declares them): what
// GET /api/staff/documents and /documents/<key> answer, and what a draft, a publish, a restore
// and a preview take and answer (server/routes/staff/documents.ts).

import { type Static, Type, type TSchema } from 'typebox';
import { LIMITS } from '../values/constants';
import { Timestamp } from '../fields';

const Revision = Type.Integer({
  minimum: 1,
  description:
    'The revision the change is based on (from the last read): a document changed since answers 409.',
});
const Note = Type.String({ maxLength: LIMITS.subject, pattern: '^[^\\u0000-\\u001f]*$' });

/** The facts a document's texts may name (every document's state carries them: one shape). */
export const DocumentFacts = Type.Array(
  Type.Object({
    name: Type.String({
      description: "What a text writes in braces: 'price:webDevelopment.basic'.",
    }),
    reads: Type.String({ description: "What the page shows in its place: '$5,000'." }),
    about: Type.String({ description: 'What the fact is, for staff.' }),
    source: Type.Union([Type.Literal('pricing'), Type.Literal('courses')], {
      description: 'The document it is read from.',
    }),
  }),
  {
    description:
      "The facts a text may name, as published (GET only): the editor lists them and shows what a text's placeholders read.",
  },
);

/** A document's JSON Schema as the editor reads it (one shape, whatever the document). */
export const DocumentJsonSchema = Type.Object(
  {},
  {
    additionalProperties: true,
    description:
      "The document's JSON Schema, with each field's editor hint (GET only): the editor is generated from it.",
  },
);

/** A document as staff see it: what is published, the draft if any, and a scheduled publish. */
export const DocumentState = <T extends TSchema>(data: T) =>
  Type.Object({
    key: Type.String(),
    title: Type.String(),
    revision: Type.Integer({
      description: 'Changes with every save, publish, discard or restore.',
    }),
    changedAt: Timestamp,
    changedBy: Type.String(),
    changedByName: Type.Optional(
      Type.String({
        description:
          "Who made the last change, by their account's name (their address when it has none). GET only.",
      }),
    ),
    published: data,
    publishedVersion: Type.Integer(),
    publishedAt: Timestamp,
    publishedBy: Type.String(),
    draft: Type.Union([data, Type.Null()]),
    publishAt: Type.Union([Timestamp, Type.Null()]),
    facts: Type.Optional(DocumentFacts),
    schema: Type.Optional(DocumentJsonSchema),
  });

export const DocumentSummary = Type.Object({
  key: Type.String(),
  title: Type.String(),
  revision: Type.Integer(),
  changedAt: Timestamp,
  changedBy: Type.String(),
  publishedVersion: Type.Integer(),
  publishedAt: Timestamp,
  hasDraft: Type.Boolean(),
  publishAt: Type.Union([Timestamp, Type.Null()]),
});
export type DocumentSummary = Static<typeof DocumentSummary>;

export const DraftBody = <T extends TSchema>(data: T) =>
  Type.Object({ revision: Revision, data }, { additionalProperties: false });

/**
 * The item of a top-level list the owner is editing (`?list=studies&item=2`): the live preview
 * shows that item's own page when the document names one (its declaration's `previewItem`).
 */
export const PreviewItemQuery = Type.Object(
  {
    list: Type.Optional(Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9]{0,40}$' })),
    /** Its index, from 0 (a query's values are text: the routes' queries take no numbers). */
    item: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$' })),
  },
  { additionalProperties: false },
);
export type PreviewItemQuery = Static<typeof PreviewItemQuery>;

export const RevisionBody = Type.Object({ revision: Revision }, { additionalProperties: false });
export type RevisionBody = Static<typeof RevisionBody>;

export const PublishBody = Type.Object(
  {
    revision: Revision,
    note: Type.Optional(Note),
    at: Type.Optional(
      Type.String({
        format: 'date-time',
        description: 'Publish at this time instead of now (a later time schedules it).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type PublishBody = Static<typeof PublishBody>;

export const VersionSummary = Type.Object({
  version: Type.Integer(),
  author: Type.String(),
  createdAt: Timestamp,
  note: Type.Union([Type.String(), Type.Null()]),
});
export type VersionSummary = Static<typeof VersionSummary>;

export const VersionParams = Type.Object(
  { version: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) },
  { additionalProperties: false },
);
export type VersionParams = Static<typeof VersionParams>;

export const PreviewAddress = Type.Object({
  url: Type.String({
    description: 'Where the page shows the draft: valid for 30 minutes, for whoever opens it.',
  }),
});
export type PreviewAddress = Static<typeof PreviewAddress>;

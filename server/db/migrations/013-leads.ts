// Migration 13 (migrations.ts keeps the list in order; never edit one that has shipped).

import { sql } from 'kysely';
import { LEAD_KINDS, LEAD_STAGES } from '../../../contract/values/leads';
import { CHECK_IN, type Migration } from './migration';

export const m013: Migration = {
  // Leads (contract/values/leads.ts): each contact message is one, and so is each quote request, which
  // is a contact message with the wizard's answers (`quote`, JSON). A lead has a stage, an owner
  // among staff, a next follow-up date and notes. The messages staff had already handled start
  // as contacted; the others as new.
  name: 'leads: stage, owner, follow-up and notes of contact messages and quote requests',
  async up(db, d) {
    const columns = [
      ['kind', 'text', (c) => c.notNull().defaultTo('message').check(CHECK_IN('kind', LEAD_KINDS))],
      ['quote', 'text', (c) => c],
      ['stage', 'text', (c) => c.notNull().defaultTo('new').check(CHECK_IN('stage', LEAD_STAGES))],
      ['lost_reason', 'text', (c) => c],
      ['owner_id', 'integer', (c) => c.references('users.id').onDelete('set null')],
      // A calendar date, YYYY-MM-DD (the owner's day, not an instant).
      ['follow_up_on', 'text', (c) => c],
      ['stage_changed_at', d.types.timestamp, (c) => c],
      // When the lead first left "new": the time to a first reply counts to it.
      ['first_reply_at', d.types.timestamp, (c) => c],
    ] as const satisfies readonly (readonly [
      string,
      string,
      Parameters<ReturnType<typeof db.schema.alterTable>['addColumn']>[2],
    ])[];
    // One column a statement: SQLite adds one at a time.
    for (const [name, type, build] of columns) {
      await db.schema.alterTable('contact_messages').addColumn(name, type, build).execute();
    }
    await db
      .updateTable('contact_messages')
      .set({ stage: 'contacted' })
      .where('status', '=', 'handled')
      .execute();
    await db.schema
      .createIndex('contact_messages_stage')
      .on('contact_messages')
      .columns(['stage', 'id'])
      .execute();
    await db.schema
      .createIndex('contact_messages_follow_up')
      .on('contact_messages')
      .columns(['owner_id', 'follow_up_on'])
      .execute();
    await db.schema
      .createTable('lead_notes')
      .addColumn('id', 'integer', (c) => d.identity(c))
      .addColumn('message_id', 'integer', (c) =>
        c.notNull().references('contact_messages.id').onDelete('cascade'),
      )
      .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('author_email', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull().check(sql`length(body) > 0`))
      .addColumn('created_at', d.types.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('lead_notes_message')
      .on('lead_notes')
      .columns(['message_id', 'id'])
      .execute();
  },
};

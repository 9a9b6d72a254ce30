// Leads (admins only: index.ts; docs/product.md, "Leads"): GET /api/staff/leads (filters, keyset
// pages), GET /api/staff/leads/stats (the dashboard's figures), GET /api/staff/leads/owners (who
// may own one), GET /api/staff/leads/:id (with notes, quote answers and history), PATCH
// /api/staff/leads/:id (stage, owner, follow-up), POST /api/staff/leads/:id/notes, DELETE
// /api/staff/leads/:id (erasing the person's lead). Every change is written to the audit log in its
// transaction. The CSV export is lead-export.ts.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LEADS_PAGE_MAX,
  LeadChange,
  LeadDetail,
  LeadNote,
  LeadNoteInput,
  LeadOwners,
  LeadPage,
  LeadsQuery,
  LeadStats,
} from '../../../contract/api/leads';
import { IdParams } from '../../../contract/api/staff';
import { actorOf } from '../../accounts/authenticate';
import { LeadRuleError } from '../../db';
import { NOTHING_TO_CHANGE } from '../store';
import { HttpError } from '../../platform/errors';
import { errors, noContent } from '../../platform/api/route-errors';
import {
  STAFF_ERRORS,
  WRITE_ERRORS,
  adminDoc,
  idOf,
  notFound,
  writeOptions,
  type StaffRouteDeps,
} from '../../routes/staff/common';
import { checkRange } from '../../platform/spreadsheet';
import { leadExportRoute } from './staff-export';
import { namePlugins } from '../../platform/plugin-name';

namePlugins({ leadExportRoute });

/** The list's page size when the query names none (the other back-office lists' size). */
const DEFAULT_LIMIT = 20;

export const leadRoutes: FastifyPluginAsyncTypebox<StaffRouteDeps> = async (app, deps) => {
  const { config, store, now } = deps;

  app.get(
    '/leads',
    {
      schema: {
        ...adminDoc(
          'Leads',
          'Every contact message and quote request, newest first, `limit` a page (20 by ' +
            `default, at most ${LEADS_PAGE_MAX}; \`next\` → \`cursor\`). Filters: \`stage\`, ` +
            '`owner` (an id, or `none`), `kind`, `q` (every word, as the start of a word of the ' +
            'name, email, subject or message), `from` and `to` (the days they arrived, UTC).',
        ),
        querystring: LeadsQuery,
        response: { 200: LeadPage, ...errors([400, ...STAFF_ERRORS]) },
      },
    },
    async (request) => {
      const { stage, owner, kind, q, from, to, limit, cursor } = request.query;
      checkRange(from, to);
      const size = limit === undefined ? DEFAULT_LIMIT : Number(limit);
      if (size > LEADS_PAGE_MAX)
        throw new HttpError(400, `A page holds at most ${LEADS_PAGE_MAX} leads (limit).`);
      const ownerFilter = owner === undefined ? undefined : owner === 'none' ? null : Number(owner);
      return store.leads.list({ stage, owner: ownerFilter, kind, q, from, to }, cursor, size);
    },
  );

  app.get(
    '/leads/stats',
    {
      schema: {
        ...adminDoc(
          'Lead figures',
          'Over the leads that arrived in the last eight weeks (from the Monday seven weeks ' +
            'before this one, UTC): how many each week, won and lost, the win rate ' +
            'won ÷ (won + lost) and the median hours to a first reply (leaving "new").',
        ),
        response: { 200: LeadStats, ...errors(STAFF_ERRORS) },
      },
    },
    async () => store.leads.stats(now()),
  );

  app.get(
    '/leads/owners',
    {
      schema: {
        ...adminDoc('Who may own a lead', 'The administrators, oldest account first.'),
        response: { 200: LeadOwners, ...errors(STAFF_ERRORS) },
      },
    },
    async () => store.leads.owners(),
  );

  await app.register(leadExportRoute, deps);

  app.get(
    '/leads/:id',
    {
      schema: {
        ...adminDoc(
          'One lead',
          'With its message, quote answers, notes (oldest first) and history (the audit ' +
            "log's rows about it, newest first, at most 50).",
        ),
        params: IdParams,
        response: { 200: LeadDetail, ...errors([...STAFF_ERRORS, 404]) },
      },
    },
    async (request) => {
      const lead = await store.leads.find(idOf(request.params, 'lead'));
      if (!lead) throw notFound('lead');
      return lead;
    },
  );

  app.patch(
    '/leads/:id',
    {
      ...writeOptions(config),
      schema: {
        ...adminDoc(
          'Change a lead',
          'Any of its stage (`lost` needs a `lostReason`), its owner (an administrator, or ' +
            'null) and its next follow-up date (YYYY-MM-DD, or null). Each change is written to ' +
            'the audit log (lead.stage, lead.owner, lead.follow-up).',
        ),
        params: IdParams,
        body: LeadChange,
        response: {
          200: LeadDetail,
          ...errors([...WRITE_ERRORS, 404], {
            400:
              'The input breaks a rule: lost without a reason, a reason without lost, an owner ' +
              'who is not an administrator, nothing to change.',
          }),
        },
      },
    },
    async (request) => {
      const id = idOf(request.params, 'lead');
      const { stage, lostReason, ownerId, followUpOn } = request.body;
      if (stage === undefined && ownerId === undefined && followUpOn === undefined && !lostReason)
        throw new HttpError(400, NOTHING_TO_CHANGE);
      try {
        const lead = await store.leads.update(
          id,
          { stage, lostReason: lostReason?.trim(), ownerId, followUpOn },
          actorOf(request),
        );
        if (!lead) throw notFound('lead');
        return lead;
      } catch (error) {
        if (error instanceof LeadRuleError) throw new HttpError(400, error.message);
        throw error;
      }
    },
  );

  app.post(
    '/leads/:id/notes',
    {
      ...writeOptions(config),
      schema: {
        ...adminDoc('Add a note to a lead', 'Written to the audit log (lead.note).'),
        params: IdParams,
        body: LeadNoteInput,
        response: { 201: LeadNote, ...errors([...WRITE_ERRORS, 404]) },
      },
    },
    async (request, reply) => {
      const id = idOf(request.params, 'lead');
      const note = await store.leads.addNote(id, request.body.body.trim(), actorOf(request));
      if (!note) throw notFound('lead');
      return reply.code(201).send(note);
    },
  );

  app.delete(
    '/leads/:id',
    {
      ...writeOptions(config),
      schema: {
        ...adminDoc(
          'Erase a lead',
          'A person asked to be forgotten: the message or quote request, its notes, the ' +
            "details of its audit rows and the outbox's copies of the emails about it or sent to " +
            'its address are erased; one audit row (lead.delete) keeps its id only.',
        ),
        params: IdParams,
        response: { ...noContent, ...errors([...STAFF_ERRORS, 404, 429]) },
      },
    },
    async (request, reply) => {
      const id = idOf(request.params, 'lead');
      if (!(await store.leads.remove(id, actorOf(request)))) throw notFound('lead');
      return reply.code(204).send(null);
    },
  );
};

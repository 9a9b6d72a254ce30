// The back office's Campaigns (admins only, as the subscribers: routes/staff/index.ts), under
// /api/staff/newsletter/campaigns: the list with each campaign's counts, a campaign written,
// changed while a draft (or scheduled), deleted unless it has been sent, its email previewed,
// a test sent to the staff member's own address, scheduled, sent now, cancelled. Each change
// writes an audit row naming the campaign by id (service.ts).

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Campaign,
  CampaignInput,
  CampaignPage,
  CampaignPreview,
  CampaignSchedule,
  type CampaignSummary,
} from '../../../contract/api/campaigns';
import { IdParams, PageQuery } from '../../../contract/api/staff';
import { Message } from '../../../contract/fields';
import { actorOf } from '../../accounts/authenticate';
import { errors, noContent } from '../../platform/api/route-errors';
import {
  STAFF_ERRORS,
  WRITE_ERRORS,
  adminDoc,
  idOf,
  type StaffRouteDeps,
  writeOptions,
} from '../../routes/staff/common';
import type { StoredCampaign } from './types';

const PATH = '/newsletter/campaigns';

const summary = ({ source, ...campaign }: StoredCampaign): CampaignSummary => ({
  ...campaign,
  sourceKind: source.kind,
});

export const campaignStaffRoutes: FastifyPluginAsyncTypebox<StaffRouteDeps> = async (
  app,
  { config, campaigns },
) => {
  const id = (params: { id: string }) => idOf(params, 'campaign');
  /** A change's route: its id in the path, its answers. */
  const change = <T extends typeof Campaign | typeof Message>(
    summaryText: string,
    description: string,
    ok: T,
  ) => ({
    ...writeOptions(config),
    schema: {
      ...adminDoc(summaryText, description),
      params: IdParams,
      response: { 200: ok, ...errors([...WRITE_ERRORS, 404, 409]) },
    },
  });

  app.get(
    PATH,
    {
      schema: {
        ...adminDoc('List the newsletter campaigns', 'Newest first, 20 a page, with their counts.'),
        querystring: PageQuery,
        response: { 200: CampaignPage, ...errors([400, ...STAFF_ERRORS]) },
      },
    },
    async (request) => {
      const page = await campaigns.list(request.query.cursor);
      return { ...page, items: page.items.map(summary) };
    },
  );

  app.post(
    PATH,
    {
      ...writeOptions(config),
      schema: {
        ...adminDoc('Write a campaign', 'A draft: an article or a note, to everyone or a topic.'),
        body: CampaignInput,
        response: { 201: Campaign, ...errors([...WRITE_ERRORS]) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await campaigns.create(request.body, actorOf(request))),
  );

  app.get(
    `${PATH}/:id`,
    {
      schema: {
        ...adminDoc('A campaign, with its counts'),
        params: IdParams,
        response: { 200: Campaign, ...errors([404, ...STAFF_ERRORS]) },
      },
    },
    async (request) => campaigns.get(id(request.params)),
  );

  app.put(
    `${PATH}/:id`,
    {
      ...writeOptions(config),
      schema: {
        ...adminDoc('Change a campaign', 'Only a draft or a scheduled one (409 otherwise).'),
        params: IdParams,
        body: CampaignInput,
        response: { 200: Campaign, ...errors([...WRITE_ERRORS, 404, 409]) },
      },
    },
    async (request) => campaigns.update(id(request.params), request.body, actorOf(request)),
  );

  app.delete(
    `${PATH}/:id`,
    {
      ...writeOptions(config),
      schema: {
        ...adminDoc('Delete a campaign', 'A draft, scheduled or cancelled one (409 otherwise).'),
        params: IdParams,
        response: { ...noContent, ...errors([...WRITE_ERRORS, 404, 409]) },
      },
    },
    async (request, reply) => {
      await campaigns.remove(id(request.params), actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${PATH}/:id/preview`,
    {
      schema: {
        ...adminDoc(
          'The campaign as an email',
          'Its subject, HTML and text as a recipient gets them, with a sample unsubscribe link.',
        ),
        params: IdParams,
        response: { 200: CampaignPreview, ...errors([400, 404, ...STAFF_ERRORS]) },
      },
    },
    async (request) => campaigns.preview(id(request.params)),
  );

  app.post(
    `${PATH}/:id/test`,
    change(
      'Send a test of the campaign to yourself',
      'To your own verified address, subject marked [Test]; not counted.',
      Message,
    ),
    async (request) => campaigns.test(id(request.params), actorOf(request)),
  );

  app.post(
    `${PATH}/:id/schedule`,
    {
      ...writeOptions(config),
      schema: {
        ...adminDoc('Schedule a campaign', 'A draft or a scheduled one, at a time in the future.'),
        params: IdParams,
        body: CampaignSchedule,
        response: { 200: Campaign, ...errors([...WRITE_ERRORS, 404, 409]) },
      },
    },
    async (request) => campaigns.schedule(id(request.params), request.body.at, actorOf(request)),
  );

  app.post(
    `${PATH}/:id/send`,
    change(
      'Send a campaign now',
      'Lists its recipients (the confirmed subscribers of its audience) and queues their emails at the sending rate.',
      Campaign,
    ),
    async (request) => campaigns.send(id(request.params), actorOf(request)),
  );

  app.post(
    `${PATH}/:id/cancel`,
    change(
      'Cancel a campaign',
      'A scheduled one becomes a draft again; a sending one stops: the emails not yet queued are never sent.',
      Campaign,
    ),
    async (request) => campaigns.cancel(id(request.params), actorOf(request)),
  );
};

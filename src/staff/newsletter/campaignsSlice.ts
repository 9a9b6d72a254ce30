// What the admin sees changing on the Campaigns page: where the list is, the campaign being
// written (its draft, as typed, until the server has it), the reasons the form was refused at
// each field, the time chosen to schedule it, whether the preview is open and whether sending
// is being asked once more, and the outcome of the last action. Only the page's chunk imports
// this module, which joins the slice to the store's reducer.

import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Campaign, CampaignInput } from '../../../contract/api/campaigns';
import type { CampaignSourceKind } from '../../../contract/values/campaigns';
import { rootReducer } from '../../app/rootReducer';
import { type Notice, paged, type Trail } from '../common/lists';

/** The form's fields as typed: both sources and both audiences kept while switching. */
export interface CampaignDraft {
  subject: string;
  kind: CampaignSourceKind;
  /** The article chosen (its id), or null. */
  articleId: number | null;
  /** The note's rich text, in the stored shape (contract/rich-text.ts), or null: none written. */
  note: unknown;
  /** '': every confirmed subscriber; else a topic's slug. */
  topic: string;
  everyone: boolean;
}

/** The fields a refusal is shown at. */
export type CampaignField = 'subject' | 'source' | 'audience' | 'at' | 'form';

interface CampaignsState {
  trail: Trail;
  /** The campaign the form edits: 'new' before its first save, its id after; null: no form. */
  editing: number | 'new' | null;
  draft: CampaignDraft;
  /** Whether the draft has changes the server does not have. */
  dirty: boolean;
  problems: Partial<Record<CampaignField, string>>;
  /** The schedule's time as the date-time field holds it (local time, "2026-12-01T09:00"). */
  scheduleAt: string;
  preview: boolean;
  /** Whether the note's link dialog is open. */
  linkDialog: boolean;
  askingSend: boolean;
  notice: Notice | null;
}

const emptyDraft: CampaignDraft = {
  subject: '',
  kind: 'note',
  articleId: null,
  note: null,
  topic: '',
  everyone: true,
};

const initialCampaignsState: CampaignsState = {
  trail: [],
  editing: null,
  draft: emptyDraft,
  dirty: false,
  problems: {},
  scheduleAt: '',
  preview: false,
  linkDialog: false,
  askingSend: false,
  notice: null,
};

/** What the API takes for a draft. */
export const inputOf = (draft: CampaignDraft): CampaignInput => ({
  subject: draft.subject.trim(),
  source:
    draft.kind === 'article'
      ? { kind: 'article', articleId: draft.articleId ?? 0 }
      : {
          kind: 'note',
          body: draft.note as Extract<CampaignInput['source'], { kind: 'note' }>['body'],
        },
  audience: draft.everyone ? { all: true } : { topic: draft.topic },
});

const draftOf = (campaign: Campaign): CampaignDraft => ({
  subject: campaign.subject,
  kind: campaign.source.kind,
  articleId: campaign.source.kind === 'article' ? campaign.source.articleId : null,
  note: campaign.source.kind === 'note' ? campaign.source.body : null,
  everyone: 'all' in campaign.audience,
  topic: 'topic' in campaign.audience ? campaign.audience.topic : '',
});

const campaignsSlice = createSlice({
  name: 'campaigns',
  initialState: initialCampaignsState,
  reducers: {
    /** The next page (`cursor`: the page's `next`) or, with null, the previous one. */
    campaignsPaged(state, action: PayloadAction<string | null>) {
      state.trail = paged(state.trail, action.payload);
    },
    newCampaignOpened(state) {
      Object.assign(state, { ...initialCampaignsState, trail: state.trail, editing: 'new' });
    },
    campaignOpened(state, action: PayloadAction<Campaign>) {
      Object.assign(state, {
        ...initialCampaignsState,
        trail: state.trail,
        editing: action.payload.id,
        draft: draftOf(action.payload),
      });
    },
    formClosed(state) {
      Object.assign(state, { ...initialCampaignsState, trail: state.trail, notice: state.notice });
    },
    draftChanged(state, action: PayloadAction<Partial<CampaignDraft>>) {
      state.draft = { ...state.draft, ...action.payload };
      state.dirty = true;
      for (const key of Object.keys(action.payload)) {
        const field =
          key === 'subject'
            ? 'subject'
            : key === 'topic' || key === 'everyone'
              ? 'audience'
              : 'source';
        delete state.problems[field];
      }
      delete state.problems.form;
      state.askingSend = false;
      // The preview showed the email as it was: it opens again from the changed draft.
      state.preview = false;
    },
    /** The server has the draft: `id` is the campaign's. */
    draftSaved(state, action: PayloadAction<{ id: number; notice?: Notice }>) {
      state.editing = action.payload.id;
      state.dirty = false;
      state.problems = {};
      if (action.payload.notice) state.notice = action.payload.notice;
    },
    refused(state, action: PayloadAction<Partial<Record<CampaignField, string>>>) {
      state.problems = { ...state.problems, ...action.payload };
      state.askingSend = false;
    },
    scheduleTyped(state, action: PayloadAction<string>) {
      state.scheduleAt = action.payload;
      delete state.problems.at;
    },
    previewToggled(state, action: PayloadAction<boolean>) {
      state.preview = action.payload;
    },
    linkDialogToggled(state, action: PayloadAction<boolean>) {
      state.linkDialog = action.payload;
    },
    sendAsked(state, action: PayloadAction<boolean>) {
      state.askingSend = action.payload;
    },
    /** An action's outcome: a success ends the form when `done`. */
    announced(state, action: PayloadAction<{ notice: Notice; done?: boolean }>) {
      if (action.payload.done)
        Object.assign(state, { ...initialCampaignsState, trail: state.trail });
      state.notice = action.payload.notice;
      state.askingSend = false;
    },
  },
  selectors: {
    selectCampaigns: (state) => state,
  },
});

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof campaignsSlice> {}
}

const injectedCampaignsSlice = campaignsSlice.injectInto(rootReducer);

export const campaignsActions = campaignsSlice.actions;
export const { selectCampaigns } = injectedCampaignsSlice.selectors;

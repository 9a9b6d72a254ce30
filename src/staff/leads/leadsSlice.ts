// What the staff member sees changing on the Leads page: the view (board or list), the filters
// (also in the address's query: leadsQuery.ts), the open lead, which card's "Move" menu is open,
// the "why was it lost?" prompt, the last announced move, the list's pages and the export's days.
// Only the staff chunk imports this module, which joins the slice to the store's reducer.

import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { LeadKind, LeadStage } from '../../../contract/values/leads';
import { rootReducer } from '../../app/rootReducer';

export type LeadsView = 'board' | 'list';

export interface LeadFilters {
  stage: LeadStage | '';
  /** An owner's id, 'none', or '' for anyone. */
  owner: string;
  kind: LeadKind | '';
  q: string;
  /** YYYY-MM-DD, or ''. */
  from: string;
  to: string;
}

/** What the address's query holds: the view, the filters and the open lead. */
export interface LeadsLocation {
  view: LeadsView;
  filters: LeadFilters;
  openId: number | null;
}

interface Announcement {
  kind: 'success' | 'error';
  text: string;
}

interface LeadsState extends LeadsLocation {
  /** The cursors of the list's pages opened after its first (the last one is the page shown). */
  trail: string[];
  /** The card whose "Move" menu is open. */
  menuFor: number | null;
  /** A move to "lost" waiting for its reason. */
  lostPrompt: { id: number; name: string } | null;
  /** The last change's outcome, read by screen readers (and shown). */
  announcement: Announcement | null;
  /** The card a move from the keyboard left: it takes the focus once shown in its new column. */
  focusPending: { id: number; stage: LeadStage } | null;
  /** The export's first and last days. */
  exportRange: { from: string; to: string };
  /** The open lead's "Erase" asks for its confirmation. */
  confirmingErase: boolean;
}

export const NO_FILTERS: LeadFilters = { stage: '', owner: '', kind: '', q: '', from: '', to: '' };

const initialLeadsState: LeadsState = {
  view: 'board',
  filters: NO_FILTERS,
  openId: null,
  trail: [],
  menuFor: null,
  lostPrompt: null,
  announcement: null,
  focusPending: null,
  exportRange: { from: '', to: '' },
  confirmingErase: false,
};

const leadsSlice = createSlice({
  name: 'leads',
  initialState: initialLeadsState,
  reducers: {
    /** The address was opened or changed (back, forward, a link): its view, filters, lead. */
    locationRead(state, action: PayloadAction<LeadsLocation>) {
      const { view, filters, openId } = action.payload;
      if (JSON.stringify(filters) !== JSON.stringify(state.filters)) state.trail = [];
      state.view = view;
      state.filters = filters;
      state.openId = openId;
    },
    viewChosen(state, action: PayloadAction<LeadsView>) {
      state.view = action.payload;
      state.menuFor = null;
    },
    filterChanged(state, action: PayloadAction<Partial<LeadFilters>>) {
      state.filters = { ...state.filters, ...action.payload };
      state.trail = [];
    },
    filtersCleared(state) {
      state.filters = NO_FILTERS;
      state.trail = [];
    },
    /** The list's next page (`cursor`: the page's `next`) or, with null, the previous one. */
    listPaged(state, action: PayloadAction<string | null>) {
      state.trail =
        action.payload === null ? state.trail.slice(0, -1) : [...state.trail, action.payload];
    },
    leadOpened(state, action: PayloadAction<number>) {
      state.openId = action.payload;
      state.menuFor = null;
      state.confirmingErase = false;
    },
    leadClosed(state) {
      state.openId = null;
      state.confirmingErase = false;
    },
    /** "Erase this lead" was pressed (true) or its confirmation cancelled (false). */
    eraseAsked(state, action: PayloadAction<boolean>) {
      state.confirmingErase = action.payload;
    },
    /** The open lead was erased: the drawer closes and says so. */
    leadErased(state, action: PayloadAction<string>) {
      state.openId = null;
      state.confirmingErase = false;
      state.announcement = { kind: 'success', text: action.payload };
    },
    moveMenuToggled(state, action: PayloadAction<number>) {
      state.menuFor = state.menuFor === action.payload ? null : action.payload;
    },
    moveMenuClosed(state) {
      state.menuFor = null;
    },
    /** A move to "lost" was asked for: the reason first. */
    lostPromptOpened(state, action: PayloadAction<{ id: number; name: string }>) {
      state.lostPrompt = action.payload;
      state.menuFor = null;
    },
    lostPromptClosed(state) {
      state.lostPrompt = null;
    },
    /** A move (or another change) was answered: the text says what happened. */
    changeAnswered(
      state,
      action: PayloadAction<Announcement & { focus?: LeadsState['focusPending'] }>,
    ) {
      const { focus, ...announcement } = action.payload;
      state.announcement = announcement;
      state.menuFor = null;
      if (announcement.kind === 'success') state.lostPrompt = null;
      if (focus) state.focusPending = focus;
    },
    /** The moved card has the focus again. */
    focusPlaced(state) {
      state.focusPending = null;
    },
    exportRangeChanged(state, action: PayloadAction<Partial<LeadsState['exportRange']>>) {
      state.exportRange = { ...state.exportRange, ...action.payload };
    },
  },
  selectors: {
    selectLeads: (state) => state,
  },
});

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof leadsSlice> {}
}

const injectedLeadsSlice = leadsSlice.injectInto(rootReducer);

export const leadsActions = leadsSlice.actions;
export const { selectLeads } = injectedLeadsSlice.selectors;

// What the staff member sees changing on the Analytics page: the days it shows (also in the
// address's query, ?from=&to=, kept in step by the page). Only the staff chunk imports this
// module, which joins the slice to the store's reducer.

import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';

/** Days as the server counts them: YYYY-MM-DD, UTC. */
export interface AnalyticsRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC day of `at`. */
const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The last `days` days, today (UTC) included. */
export const lastDays = (days: number, now = new Date()): AnalyticsRange => ({
  from: utcDay(new Date(now.getTime() - (days - 1) * DAY_MS)),
  to: utcDay(now),
});

/** The range an address's query names, or null when it names none (or a malformed one). */
export const rangeOf = (params: URLSearchParams): AnalyticsRange | null => {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return DATE.test(from) && DATE.test(to) ? { from, to } : null;
};

interface AnalyticsState {
  /** Null until the page has read its address (then the address's range, or the last 7 days). */
  range: AnalyticsRange | null;
}

const initialAnalyticsState: AnalyticsState = { range: null };

const analyticsSlice = createSlice({
  name: 'analytics',
  initialState: initialAnalyticsState,
  reducers: {
    /** The address was opened or changed: its range, or `fallback` when it names none. */
    locationRead(
      state,
      action: PayloadAction<{ range: AnalyticsRange | null; fallback: AnalyticsRange }>,
    ) {
      state.range = action.payload.range ?? state.range ?? action.payload.fallback;
    },
    rangeChosen(state, action: PayloadAction<Partial<AnalyticsRange>>) {
      const base = state.range ?? { from: '', to: '' };
      state.range = { ...base, ...action.payload };
    },
  },
  selectors: {
    selectAnalyticsRange: (state) => state.range,
  },
});

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof analyticsSlice> {}
}

const injected = analyticsSlice.injectInto(rootReducer);
export const analyticsActions = injected.actions;
export const { selectAnalyticsRange } = injected.selectors;

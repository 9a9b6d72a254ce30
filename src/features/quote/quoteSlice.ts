// The quote wizard's state (docs/product.md, "The quote wizard"): the step shown, every answer
// given so far, whether the step's messages show, and the server's confirmation once sent. Only
// the quote chunk imports this module, which joins the slice to the store's reducer; the tab's
// copy in sessionStorage is quoteEffects.ts's.

import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { estimateQuote, type PricedPlan, type QuoteEstimate } from '../../../contract/values/quote';
import { rootReducer, type RootState } from '../../app/rootReducer';
import { selectFormEcho, type FormEcho } from '../forms/formEchoSlice';
import {
  emptyAnswers,
  firstStepWithProblems,
  LAST_STEP,
  pickAnswers,
  stepProblems,
  type QuoteAnswers,
  type QuoteErrors,
  type QuoteField,
} from './quoteFields';

export interface QuoteState {
  /** The step shown: 0 (service) to LAST_STEP (review and send). */
  step: number;
  answers: QuoteAnswers;
  /** The visitor tried to leave the step: its fields say what is wrong with them. */
  attempted: boolean;
  /** The server's confirmation, once the request is sent (the answers are cleared then). */
  sent: { message: string; estimate: QuoteEstimate | null } | null;
  /**
   * The page has taken over: until then it shows what the server rendered (a form it answered
   * without the app, its `formEcho`), so that the browser hydrates the same markup.
   */
  started: boolean;
}

export const initialQuoteState: QuoteState = {
  step: 0,
  answers: emptyAnswers,
  attempted: false,
  sent: null,
  started: false,
};

const clampStep = (step: number): number =>
  Number.isInteger(step) ? Math.min(Math.max(step, 0), LAST_STEP) : 0;

/**
 * The wizard as the server's answer to a step posted without the app shows it (the step's
 * `step` and the button's `go` carried in the form, server/site/form-pages.ts): the next step, the
 * previous one, or the same one with its messages; after a send, the confirmation, or the first
 * step the server found wrong.
 */
export function quoteFromEcho(echo: FormEcho): QuoteState {
  const answers = pickAnswers(echo.values);
  const started = true;
  if (echo.flash?.kind === 'success') {
    return { ...initialQuoteState, sent: { message: echo.flash.text, estimate: null }, started };
  }
  let step = clampStep(Number(echo.values.step ?? 0));
  let attempted = false;
  const go = echo.values.go;
  if (go === 'back') step = clampStep(step - 1);
  else if (go === 'next') {
    if (Object.keys(stepProblems(step, answers)).length > 0) attempted = true;
    else step = clampStep(step + 1);
  } else if (go === 'send' || echo.attempted) {
    const wrong = firstStepWithProblems(answers);
    step = wrong === -1 ? LAST_STEP : wrong;
    attempted = wrong !== -1;
  }
  return { step, answers, attempted, sent: null, started };
}

const quoteSlice = createSlice({
  name: 'quote',
  initialState: initialQuoteState,
  reducers: {
    /** The page opened on the server's answer to a step it posted (quoteFromEcho). */
    quoteResumed: (_state, action: PayloadAction<QuoteState>) => ({
      ...action.payload,
      started: true,
    }),
    /** A "Get a quote" link named a service (and tier): the wizard starts from them. */
    quoteLinkFollowed: (state, action: PayloadAction<{ service: string; tier: string }>) => {
      const { service, tier } = action.payload;
      state.started = true;
      if (state.answers.service === service && (!tier || state.answers.tier === tier)) return;
      state.answers.service = service;
      state.answers.tier = tier;
      state.step = 0;
      state.attempted = false;
      state.sent = null;
    },
    quoteAnswered: (state, action: PayloadAction<{ field: QuoteField; value: string }>) => {
      state.answers[action.payload.field] = action.payload.value;
      state.started = true;
    },
    /** Next: the step is left when its answers can be sent, else its messages show. */
    quoteStepSubmitted: (state) => {
      state.started = true;
      if (Object.keys(stepProblems(state.step, state.answers)).length > 0) {
        state.attempted = true;
      } else {
        state.step = clampStep(state.step + 1);
        state.attempted = false;
      }
    },
    quoteStepBack: (state) => {
      state.started = true;
      state.step = clampStep(state.step - 1);
      state.attempted = false;
    },
    /** The server took the request: the answers are cleared, its confirmation shows. */
    quoteSent: (_state, action: PayloadAction<NonNullable<QuoteState['sent']>>) => ({
      ...initialQuoteState,
      sent: action.payload,
      started: true,
    }),
    /** "Start another request" after a send. */
    quoteRestarted: () => ({ ...initialQuoteState, started: true }),
  },
  selectors: { selectQuote: (state) => state },
});

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof quoteSlice> {}
}

const injected = quoteSlice.injectInto(rootReducer);

export const quoteActions = quoteSlice.actions;
export const { selectQuote } = injected.selectors;

/** What the page shows: the store's wizard, or the server's answer until the page takes over. */
export const selectQuoteView = createSelector([selectQuote, selectFormEcho], (quote, echo) =>
  quote.started || echo?.form !== 'quote' ? quote : quoteFromEcho(echo),
);

const NO_ERRORS: QuoteErrors = {};

/** The messages of the step shown, once the visitor tried to leave it. */
export const selectQuoteErrors = createSelector([selectQuoteView], (view) =>
  view.attempted ? stepProblems(view.step, view.answers) : NO_ERRORS,
);

/** The indicative range of the answers so far, from the published plans (contract/values/quote.ts). */
export const selectQuoteEstimate = createSelector(
  [selectQuoteView, (_state: RootState, plans: readonly PricedPlan[]) => plans],
  (view, plans) => estimateQuote(plans, view.answers),
);

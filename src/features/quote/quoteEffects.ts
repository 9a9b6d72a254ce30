// The quote wizard's side effects: the tab keeps the wizard in sessionStorage (a reload, or a
// visit to another page and back, finds the same step and answers), dropped once the request is
// sent; and when the page opens, it starts from the server's answer, the tab's copy or the link
// that led to it. They load with the quote chunk; the page adds them to the store when it opens
// (addAppListener: the store keeps one of each).

import { createAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { addAppListener } from '../../app/withTypes';
import { LAST_STEP, pickAnswers } from './quoteFields';
import { initialQuoteState, quoteActions, selectQuote, type QuoteState } from './quoteSlice';

/** The sessionStorage key the wizard is kept under. */
export const QUOTE_KEY = 'quote';
const QUOTE_VERSION = 1;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const tabStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage blocked (privacy settings): the wizard still works on this page.
    return null;
  }
};

/** The tab's copy of the wizard, or null when there is none (or it cannot be read). */
function loadQuote(storage = tabStorage()): QuoteState | null {
  try {
    const raw = storage?.getItem(QUOTE_KEY);
    if (!raw) return null;
    const data: unknown = JSON.parse(raw);
    if (!data || typeof data !== 'object') return null;
    const { version, step, answers } = data as Record<string, unknown>;
    if (version !== QUOTE_VERSION || typeof step !== 'number' || !Number.isInteger(step)) {
      return null;
    }
    if (!answers || typeof answers !== 'object') return null;
    return {
      ...initialQuoteState,
      step: Math.min(Math.max(step, 0), LAST_STEP),
      answers: pickAnswers(answers as Record<string, unknown>),
    };
  } catch {
    return null;
  }
}

/** The page opened: with the server's answer to a posted step, and the link's service and tier. */
const quotePageOpened = createAction<{
  resumed: QuoteState | null;
  link: { service: string; tier: string };
}>('quote/pageOpened');

const keepInTab = addAppListener({
  predicate: (action) => action.type.startsWith('quote/') && !quotePageOpened.match(action),
  effect: (_action, api) => {
    const storage = tabStorage();
    const { step, answers, sent } = selectQuote(api.getState());
    try {
      if (sent) storage?.removeItem(QUOTE_KEY);
      else storage?.setItem(QUOTE_KEY, JSON.stringify({ version: QUOTE_VERSION, step, answers }));
    } catch {
      // Full or blocked: the wizard still works on this page.
    }
  },
});

const startWizard = addAppListener({
  actionCreator: quotePageOpened,
  effect: ({ payload }, api) => {
    if (payload.resumed) {
      api.dispatch(quoteActions.quoteResumed(payload.resumed));
      return;
    }
    if (!selectQuote(api.getState()).started) {
      const kept = loadQuote();
      if (kept) api.dispatch(quoteActions.quoteResumed(kept));
    }
    if (payload.link.service) api.dispatch(quoteActions.quoteLinkFollowed(payload.link));
  },
});

/** Adds the wizard's listeners, then opens it (once per visit of the page). */
export function useQuoteListeners(
  resumed: QuoteState | null,
  link: { service: string; tier: string },
): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(keepInTab);
    dispatch(startWizard);
    dispatch(quotePageOpened({ resumed, link }));
    // Once, when the page opens: later answers are the store's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);
}

// The testimonials' side effect: when their request fails, the failure is logged and the built-in
// samples show one second later (SAMPLE_TESTIMONIALS_DELAY_MS, src/config/timing.ts). It loads
// with the home page and the blocks, which show testimonials; they add it to the store when they
// show (addAppListener: the store keeps one), before their request is sent.
import { useEffect } from 'react';
import { api } from '../../api/api';
import { SAMPLE_TESTIMONIALS_DELAY_MS } from '../../config/timing';
import { useAppDispatch } from '../../app/hooks';
import { addAppListener } from '../../app/withTypes';
import { testimonialsActions } from './testimonialsSlice';

/** A short reason for the log: never a stack dump, never shown to the visitor. */
const failureReason = (error: unknown): string => {
  if (error && typeof error === 'object' && 'status' in error) {
    const { status } = error as { status: unknown };
    return typeof status === 'number' ? `HTTP ${status}` : String(status);
  }
  return 'unknown error';
};

const showSamplesOnFailure = addAppListener({
  matcher: api.endpoints.getTestimonials.matchRejected,
  effect: async (action, { cancelActiveListeners, delay, dispatch }) => {
    // A request skipped because the answer is cached, or one given up on, is no failure.
    if (action.meta.condition || action.error.name === 'AbortError') return;
    cancelActiveListeners();
    console.error(
      `Could not load testimonials (${failureReason(action.payload)}); showing samples.`,
    );
    await delay(SAMPLE_TESTIMONIALS_DELAY_MS);
    dispatch(testimonialsActions.samplesShown());
  },
});

/**
 * Adds the testimonials' listener to the store (once, however often they show). Call it before
 * asking for the testimonials: a component's effects run in order, so it listens before the
 * request is sent.
 */
export function useTestimonialsListeners(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(showSamplesOnFailure);
  }, [dispatch]);
}

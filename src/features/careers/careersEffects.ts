// The careers pages' side effect: a failed internships list is logged (the page then shows it
// as empty, docs/product.md §8). It loads with the careers chunk; the internships page adds it to
// the store when it opens (addAppListener: the store keeps one).
import { useEffect } from 'react';
import { api, errorText } from '../../api/api';
import { useAppDispatch } from '../../app/hooks';
import { addAppListener } from '../../app/withTypes';

const logFailedInternships = addAppListener({
  matcher: api.endpoints.posts.matchRejected,
  effect: (action) => {
    // A request skipped because the answer is cached, or one given up on, is no failure.
    if (action.meta.condition || action.error.name === 'AbortError') return;
    if (action.meta.arg.originalArgs !== 'internship') return;
    console.error(
      'Could not load the internship list:',
      errorText(action.payload) ?? action.payload,
    );
  },
});

/** Adds the careers pages' listener to the store (once, however often the page opens). */
export function useCareersListeners(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(logFailedInternships);
  }, [dispatch]);
}

import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Pages load lazily; on a busy two-core machine the first render can take over a second, and
// with a Jest worker per core, several (5 s was passed under a load of 12 on two cores). Only a
// test that fails waits this long.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not implement scrolling; the layout scrolls to top on navigation, and a form brings
// its confirmation into view (the apply form's).
if (typeof window !== 'undefined') {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = jest.fn();
}

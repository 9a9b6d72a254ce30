import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Pages load lazily; on a busy two-core machine the first render can take over a second.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; the layout scrolls to top on navigation.
if (typeof window !== 'undefined') {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
}

import '@testing-library/jest-dom';

// jsdom does not implement scrolling; the layout scrolls to top on navigation.
if (typeof window !== 'undefined') {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
}

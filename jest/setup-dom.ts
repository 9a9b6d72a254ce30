import '@testing-library/jest-dom';

// jsdom does not implement scrolling; the layout scrolls to top on navigation.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;

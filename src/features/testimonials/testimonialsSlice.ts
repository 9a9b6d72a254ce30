import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';

// Whether the testimonials show their built-in samples: the home page's and the blocks' only, so
// the slice joins the store when their code loads (no other page carries it).

interface TestimonialsState {
  /** The testimonials request failed a second ago: the built-in samples show instead. */
  samplesShown: boolean;
}

const initialTestimonialsState: TestimonialsState = { samplesShown: false };

const testimonialsSlice = createSlice({
  name: 'testimonials',
  initialState: initialTestimonialsState,
  reducers: {
    /** The sample testimonials' delay after a failed request ran out (testimonialsEffects.ts). */
    samplesShown(state) {
      state.samplesShown = true;
    },
  },
  selectors: {
    selectSamplesShown: (state) => state.samplesShown,
  },
});

declare module '../../app/rootReducer' {
  // RootState gains an optional `testimonials` once this module has run and an action passed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof testimonialsSlice> {}
}

/** The slice, joined to the store's reducer; its selectors read the initial state until then. */
const injected = testimonialsSlice.injectInto(rootReducer);

export const testimonialsActions = testimonialsSlice.actions;
export const { selectSamplesShown } = injected.selectors;

import { createSlice } from '@reduxjs/toolkit';

interface TestimonialsState {
  /** The testimonials request failed a second ago: the built-in samples show instead. */
  samplesShown: boolean;
}

const initialTestimonialsState: TestimonialsState = { samplesShown: false };

export const testimonialsSlice = createSlice({
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

export const testimonialsActions = testimonialsSlice.actions;
export const { selectSamplesShown } = testimonialsSlice.selectors;

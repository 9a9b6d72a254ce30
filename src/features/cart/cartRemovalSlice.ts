// The cart page's question when a line's quantity is typed as 0 (or less): remove the item, or
// keep the quantity it had (docs/product.md §10.1). Only the shop's pages import this module, which
// joins the slice to the store's reducer (rootReducer.inject), so no other page carries it; the
// cart itself (cartSlice.ts) is every page's, for the badge.

import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import { cartActions, type CartItem } from './cartSlice';

const cartRemovalSlice = createSlice({
  name: 'cartRemoval',
  initialState: { asking: null as CartItem['id'] | null },
  reducers: {
    /** A line's quantity was typed as 0 or less: the page asks whether to remove it. */
    removalAsked(state, action: PayloadAction<CartItem['id']>) {
      state.asking = action.payload;
    },
    /** Kept at its quantity (or the page was left): the question closes. */
    removalDeclined(state) {
      state.asking = null;
    },
  },
  extraReducers: (builder) => {
    builder
      // A quantity of 1 or more typed after all, or the line removed: nothing left to ask.
      .addCase(cartActions.quantityChanged, (state, action) => {
        if (action.payload.id === state.asking) state.asking = null;
      })
      .addCase(cartActions.itemRemoved, (state, action) => {
        if (action.payload === state.asking) state.asking = null;
      })
      .addCase(cartActions.cartCleared, (state) => {
        state.asking = null;
      });
  },
  selectors: {
    selectRemovalAsked: (state) => state.asking,
  },
});

declare module '../../app/rootReducer' {
  // RootState gains an optional `cartRemoval` once this module has run and an action passed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof cartRemovalSlice> {}
}

/** The slice, joined to the store's reducer; its selectors read the initial state until then. */
const injected = cartRemovalSlice.injectInto(rootReducer);

export const cartRemovalActions = cartRemovalSlice.actions;
export const { selectRemovalAsked } = injected.selectors;

import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** One line of the cart: what the shop showed when the item was added, and how many. */
export interface CartItem {
  id: number | string;
  title: string;
  /** The unit price in whole cents, so that every sum is exact. */
  priceCents: number;
  image: string;
  quantity: number;
}

/** A cart line with its total (unit price × quantity), in whole cents. */
export interface CartLineView extends CartItem {
  lineTotalCents: number;
}

type CartProduct = Omit<CartItem, 'quantity'>;

export interface CartState {
  items: CartItem[];
  /** The visitor pressed 'Checkout': the page explains that this is a demo shop. Not persisted. */
  checkoutRequested: boolean;
}

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

export const initialCartState: CartState = { items: [], checkoutRequested: false };

const clampQuantity = (n: number): number =>
  Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.floor(n)));

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** Adds one of the product, or one more when it is already in the cart (at most 99). */
    itemAdded(state, action: PayloadAction<CartProduct>) {
      const { id, title, priceCents, image } = action.payload;
      const line = state.items.find((item) => item.id === id);
      if (line) line.quantity = clampQuantity(line.quantity + 1);
      else state.items.push({ id, title, priceCents, image, quantity: 1 });
      state.checkoutRequested = false;
    },
    /** Sets a line's quantity (1 to 99); 0 or less removes the line. */
    quantityChanged(state, action: PayloadAction<{ id: CartItem['id']; quantity: number }>) {
      const { id, quantity } = action.payload;
      if (!Number.isFinite(quantity)) return;
      if (quantity < MIN_QUANTITY) {
        state.items = state.items.filter((item) => item.id !== id);
        return;
      }
      const line = state.items.find((item) => item.id === id);
      if (line) line.quantity = clampQuantity(quantity);
    },
    itemRemoved(state, action: PayloadAction<CartItem['id']>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    cartCleared(state) {
      state.items = [];
      state.checkoutRequested = false;
    },
    checkoutRequested(state) {
      state.checkoutRequested = true;
    },
    /** Another tab changed the cart: this tab shows the same lines. */
    syncedFromOtherTab(state, action: PayloadAction<CartItem[]>) {
      state.items = action.payload;
    },
  },
  selectors: {
    selectCartItems: (state) => state.items,
    /** The number of items: the sum of the quantities (what the badge shows). */
    selectCartCount: (state) => state.items.reduce((sum, item) => sum + item.quantity, 0),
    /** The total of every line, in whole cents. */
    selectCartTotalCents: (state) =>
      state.items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0),
    selectCheckoutRequested: (state) => state.checkoutRequested,
    /** How many of this product are in the cart (0 when none). */
    selectQuantityInCart: (state, id: CartItem['id']) =>
      state.items.find((item) => item.id === id)?.quantity ?? 0,
  },
});

export const cartActions = cartSlice.actions;
export const {
  selectCartItems,
  selectCartCount,
  selectCartTotalCents,
  selectCheckoutRequested,
  selectQuantityInCart,
} = cartSlice.selectors;

/** The cart's lines with their totals (the same array while the lines do not change). */
export const selectCartLines = createSelector([selectCartItems], (items): CartLineView[] =>
  items.map((item) => ({ ...item, lineTotalCents: item.priceCents * item.quantity })),
);

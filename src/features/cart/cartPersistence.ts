import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import {
  cartActions,
  initialCartState,
  MAX_QUANTITY,
  MIN_QUANTITY,
  type CartItem,
  type CartState,
} from './cartSlice';

/** The localStorage key the cart is kept under. */
export const CART_KEY = 'cart';
/** The stored format's version: data of any other version is ignored. */
export const CART_VERSION = 1;

export interface StoredCart {
  version: typeof CART_VERSION;
  items: CartItem[];
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const browserStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage blocked (privacy settings): the cart still works for this page.
    return null;
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCartItem = (value: unknown): value is CartItem => {
  if (!isRecord(value)) return false;
  const { id, title, price, image, quantity } = value;
  return (
    ((typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== '')) &&
    typeof title === 'string' &&
    typeof price === 'number' &&
    Number.isFinite(price) &&
    price >= 0 &&
    typeof image === 'string' &&
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity >= MIN_QUANTITY &&
    quantity <= MAX_QUANTITY
  );
};

/**
 * Reads a stored cart. Missing, malformed, old-version or wrongly shaped data gives an empty cart;
 * lines that are not valid cart lines are dropped. Never throws.
 */
export const parseStoredCart = (raw: string | null): CartItem[] => {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!isRecord(data) || data.version !== CART_VERSION || !Array.isArray(data.items)) return [];
  const seen = new Set<CartItem['id']>();
  const items: CartItem[] = [];
  for (const entry of data.items) {
    if (!isCartItem(entry) || seen.has(entry.id)) continue;
    seen.add(entry.id);
    const { id, title, price, image, quantity } = entry;
    items.push({ id, title, price, image, quantity });
  }
  return items;
};

/** The cart as it was when the visitor last changed it, for the store's preloaded state. */
export const loadCart = (storage: Storage | null = browserStorage()): CartState => {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(CART_KEY) ?? null;
  } catch {
    raw = null;
  }
  return { ...initialCartState, items: parseStoredCart(raw) };
};

export const saveCart = (items: CartItem[], storage: Storage | null = browserStorage()): void => {
  const stored: StoredCart = { version: CART_VERSION, items };
  try {
    storage?.setItem(CART_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or blocked: the cart still works until the page closes.
  }
};

const cartChanged = isAnyOf(
  cartActions.itemAdded,
  cartActions.quantityChanged,
  cartActions.itemRemoved,
  cartActions.cartCleared,
);

/** Saves the cart's lines each time they change. */
export const addCartPersistence = <S extends { cart: CartState }>(
  listener: ListenerMiddlewareInstance<S>,
): void => {
  listener.startListening({
    matcher: cartChanged,
    effect: (_action, { getState, getOriginalState }) => {
      const items = getState().cart.items;
      if (items !== getOriginalState().cart.items) saveCart(items);
    },
  });
};

/**
 * Keeps this tab's cart in step with the others: a change saved by another tab reaches this one
 * as a `storage` event. (Not saved again: it is already stored.)
 */
export const syncCartAcrossTabs = (store: {
  dispatch: (action: unknown) => unknown;
}): (() => void) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_KEY && event.key !== null) return;
    store.dispatch(
      cartActions.syncedFromOtherTab(parseStoredCart(event.key ? event.newValue : null)),
    );
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

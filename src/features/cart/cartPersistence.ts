import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/withTypes';
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
/**
 * The stored format's version. Version 1 kept prices in dollars (`price`); it is read and
 * converted. Data of any other version is ignored.
 */
const CART_VERSION = 2;

interface StoredCart {
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

/** A version 1 line's dollar price as whole cents; anything else is left for the check. */
const fromVersion1 = (value: Record<string, unknown>): Record<string, unknown> => {
  const { price, ...rest } = value;
  return typeof price === 'number' && Number.isFinite(price)
    ? { ...rest, priceCents: Math.round(price * 100) }
    : rest;
};

const isCartItem = (value: unknown): value is CartItem => {
  if (!isRecord(value)) return false;
  const { id, title, priceCents, image, quantity } = value;
  return (
    ((typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== '')) &&
    typeof title === 'string' &&
    typeof priceCents === 'number' &&
    Number.isInteger(priceCents) &&
    priceCents >= 0 &&
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
  if (!isRecord(data) || !Array.isArray(data.items)) return [];
  if (data.version !== CART_VERSION && data.version !== 1) return [];
  const seen = new Set<CartItem['id']>();
  const items: CartItem[] = [];
  for (const stored of data.items) {
    const entry = data.version === 1 && isRecord(stored) ? fromVersion1(stored) : stored;
    if (!isCartItem(entry) || seen.has(entry.id)) continue;
    seen.add(entry.id);
    const { id, title, priceCents, image, quantity } = entry;
    items.push({ id, title, priceCents, image, quantity });
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
export const addCartPersistence = (startAppListening: AppStartListening): void => {
  startAppListening({
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

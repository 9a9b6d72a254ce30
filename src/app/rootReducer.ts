import { combineSlices, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api/api';
import type { SessionTokenState } from '../api/sessionEvents';
import { cartSlice } from '../features/cart/cartSlice';
import { sessionSlice } from '../features/session/sessionSlice';
import { uiSlice } from '../features/ui/uiSlice';

// The state's shape and its types, apart from the store (store.ts) that also wires the listeners:
// features type their thunks and listeners from here (withTypes.ts) without importing the store.

/**
 * The slices a chunk injects when it loads (`slice.injectInto(rootReducer)`), each adding itself
 * here with `declare module`: each back-office area's own (src/staff/<area>/<area>Slice.ts), the
 * login and sign-up pages' `auth` (features/auth/authSlice.ts) and the home page's and blocks'
 * `testimonials`, so that no other page carries their code.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/** Every page's slices; the lazily loaded ones join with `slice.injectInto(rootReducer)`. */
export const rootReducer = combineSlices(
  api,
  sessionSlice,
  uiSlice,
  cartSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/** Fails to compile unless the API slice finds the session's token where it reads it. */
type Holds<T extends true> = T;
type _ApiFindsTheToken = Holds<RootState extends SessionTokenState ? true : false>;

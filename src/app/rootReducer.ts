import { combineReducers, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api/api';
import type { SessionTokenState } from '../api/sessionEvents';
import cartReducer from '../features/cart/cartSlice';
import sessionReducer from '../features/session/sessionSlice';
import testimonialsReducer from '../features/testimonials/testimonialsSlice';
import uiReducer from '../features/ui/uiSlice';
import type { StaffState } from '../features/staff/staffSlice';

// The state's shape and its types, apart from the store (store.ts) that also wires the listeners:
// features type their thunks and listeners from here (withTypes.ts) without importing the store.

/**
 * Every page's reducers. The back office's (`staff`) joins when its chunk loads
 * (features/staff/staffState.ts, with store.replaceReducer), so no other page carries its code.
 */
export const reducers = {
  [api.reducerPath]: api.reducer,
  session: sessionReducer,
  ui: uiReducer,
  cart: cartReducer,
  testimonials: testimonialsReducer,
};
export const rootReducer = combineReducers(reducers);

export type RootState = ReturnType<typeof rootReducer> & { staff?: StaffState };
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/** Fails to compile unless the API slice finds the session's token where it reads it. */
type Holds<T extends true> = T;
type _ApiFindsTheToken = Holds<RootState extends SessionTokenState ? true : false>;

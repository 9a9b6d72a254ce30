import { combineReducers, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api/api';
import cartReducer from '../features/cart/cartSlice';
import sessionReducer from '../features/session/sessionSlice';
import testimonialsReducer from '../features/testimonials/testimonialsSlice';
import uiReducer from '../features/ui/uiSlice';

// The state's shape and its types, apart from the store (store.ts) that also wires the listeners:
// features type their thunks and listeners from here (withTypes.ts) without importing the store.

export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionReducer,
  ui: uiReducer,
  cart: cartReducer,
  testimonials: testimonialsReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

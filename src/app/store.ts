import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '../api/api';
import sessionReducer from '../features/session/sessionSlice';
import { addSessionEffects } from '../features/session/sessionEffects';
import cartReducer from '../features/cart/cartSlice';
import { addCartPersistence, loadCart } from '../features/cart/cartPersistence';
import uiReducer from '../features/ui/uiSlice';
import type { StaffState } from '../features/staff/staffSlice';

/**
 * Every page's reducers. The back office's (`staff`) joins when its chunk loads
 * (features/staff/staffState.ts, with store.replaceReducer), so no other page carries its code.
 */
export const reducers = {
  [api.reducerPath]: api.reducer,
  session: sessionReducer,
  ui: uiReducer,
  cart: cartReducer,
};
const rootReducer = combineReducers(reducers);

export type RootState = ReturnType<typeof rootReducer> & { staff?: StaffState };

/** A fresh store: one per page load, per test and per prerendered page. */
export const makeStore = (preloadedState?: Partial<RootState>) => {
  const listener = createListenerMiddleware<RootState>();
  addSessionEffects(listener);
  addCartPersistence(listener);
  const store = configureStore({
    reducer: rootReducer,
    // The cart the visitor left last time (localStorage), unless the caller gives one.
    preloadedState: { cart: loadCart(), ...preloadedState },
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(api.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  return store;
};

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

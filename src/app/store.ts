import { configureStore, createListenerMiddleware, type StoreEnhancer } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { addCartPersistence, loadCart } from '../features/cart/cartPersistence';
import { addSessionListeners } from '../features/session/sessionEffects';
import { rootReducer, type AppDispatch, type RootState } from './rootReducer';

export type { AppDispatch, RootState } from './rootReducer';

export interface MakeStoreOptions {
  /** Store enhancers after the defaults (the time-travel test records every action with one). */
  enhancers?: StoreEnhancer[];
}

/** A fresh store: one per page load, per test and per prerendered page. */
export const makeStore = (preloadedState?: Partial<RootState>, options: MakeStoreOptions = {}) => {
  // One listener middleware per store, so that no timer or cancellation crosses stores.
  const listener = createListenerMiddleware();
  const startAppListening = listener.startListening.withTypes<RootState, AppDispatch>();
  addSessionListeners(startAppListening);
  addCartPersistence(startAppListening);
  return configureStore({
    reducer: rootReducer,
    // The cart the visitor left last time (localStorage), unless the caller gives one.
    preloadedState: { cart: loadCart(), ...preloadedState },
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(api.middleware),
    enhancers: (getDefault) => getDefault().concat(options.enhancers ?? []),
    devTools: process.env.NODE_ENV !== 'production',
  });
};

export type AppStore = ReturnType<typeof makeStore>;

import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '../api/api';
import sessionReducer from '../features/session/sessionSlice';
import { addSessionEffects } from '../features/session/sessionEffects';
import uiReducer from '../features/ui/uiSlice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionReducer,
  ui: uiReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store: one per page load, per test and per prerendered page. */
export const makeStore = (preloadedState?: Partial<RootState>) => {
  const listener = createListenerMiddleware<RootState>();
  addSessionEffects(listener);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(api.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  return store;
};

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

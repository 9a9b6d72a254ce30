import { addListener, createAsyncThunk, type TypedStartListening } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './rootReducer';

/** createAsyncThunk that knows the app's state and dispatch. */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
}>();

/**
 * The typed `startListening` each feature's `add…Listeners(startAppListening)` receives; the store
 * (store.ts) makes one listener middleware per store and hands its `startListening` to each.
 */
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

/**
 * The typed `addListener` action: a lazily loaded area's listeners join the store with it (once:
 * the middleware keeps one entry per action and effect), as its slices join the root reducer.
 */
export const addAppListener = addListener.withTypes<RootState, AppDispatch>();

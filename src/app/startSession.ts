import { syncCartAcrossTabs } from '../features/cart/cartPersistence';
import { syncSessionAcrossTabs } from '../features/session/sessionEffects';
import { checkSession } from '../features/session/sessionThunks';
import type { AppStore } from './store';

/**
 * What the app does once it runs in the browser (src/boot.tsx): the start-up session check, and
 * the session and cart kept in step with the visitor's other tabs.
 */
export function startSession(store: AppStore): void {
  void store.dispatch(checkSession());
  syncSessionAcrossTabs(store);
  syncCartAcrossTabs(store);
}

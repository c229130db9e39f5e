import { createStore } from 'jotai';

/**
 * The one jotai store of the app. The request layer reads the session from it outside React, and
 * `<Provider store={appStore}>` hands the same store to components.
 *
 * In the browser it is made once. The server renders one page at a time (entry-server.tsx) and gives
 * each its own store, so nothing of one member's page is ever left in another's.
 */
export let appStore = createStore();

/** Server rendering: a fresh store for the next page, answered for the render to fill. */
export function replaceAppStore(): typeof appStore {
  appStore = createStore();
  return appStore;
}

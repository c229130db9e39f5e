import { createStore } from 'jotai';

type Store = ReturnType<typeof createStore>;

/**
 * The browser's jotai store, made once at load. Code outside React reads the store through
 * `getAppStore()`, which answers this one in the browser (and in tests), and `<Provider>` hands it to
 * components (App.tsx).
 */
export const appStore: Store = createStore();

// The server's side (entry-server.tsx): the store of the render the calling code runs for. Installed
// from there, so the browser's bundle never carries what finds it (node:async_hooks).
let storeScope: (() => Store | undefined) | null = null;

/**
 * Server rendering: answers each `getAppStore()` from `scope`, the store of the render in whose
 * async context the caller runs; several renders run at once, each with its own member.
 */
export function setStoreScope(scope: () => Store | undefined): void {
  storeScope = scope;
}

/**
 * The store of the session the calling code serves: the browser's `appStore`, or on the server the
 * store of the page being rendered. Throws on the server outside a render: no store there is anyone's,
 * and a shared one would carry one member's session into another's page.
 */
export function getAppStore(): Store {
  if (!storeScope) return appStore;
  const store = storeScope();
  if (!store) throw new Error('getAppStore() was called on the server outside a page render');
  return store;
}

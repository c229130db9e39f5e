import { createStore } from 'jotai';

/**
 * The one jotai store of the app. The request layer reads the session from it outside React, and
 * `<Provider store={appStore}>` hands the same store to components.
 */
export const appStore = createStore();

import { request } from './api/request.ts';
import { accessTokenAtom } from './state/session.ts';
import { appStore } from './state/store.ts';

/** What browser tests may reach of the running app (`window.__mallE2E`), in builds made for them only. */
export interface E2EHooks {
  /** The app's own request layer: token header, envelope, one shared refresh, replay. */
  request: typeof request;
  /** Replaces the access token with one the server refuses, as an expired one is. */
  spoilAccessToken: () => void;
}

declare global {
  interface Window {
    __mallE2E?: E2EHooks;
  }
}

/**
 * Installs `window.__mallE2E`. main.tsx calls it only when the build was made with `MALL_E2E=1`
 * (the browser tests' server does that); any other build leaves this module out entirely.
 */
export function installE2EHooks(): void {
  window.__mallE2E = {
    request,
    spoilAccessToken: () => appStore.set(accessTokenAtom, 'spoilt.access.token'),
  };
}

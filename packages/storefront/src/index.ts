// The door of @mall/storefront. The app itself starts from main.tsx; these are what Storybook,
// tests and later issues reuse.
export { App } from './App.tsx';
export type { AppProps } from './App.tsx';
export { appRoutes, createAppRouter } from './router.tsx';
export { request, requestOutcome, RequestError, REQUEST_TIMEOUT_MS } from './api/request.ts';
export type { CallerFailure, ParamValue, RequestOptions, RequestOutcome } from './api/request.ts';
export { configureRequestHandlers } from './api/request-handlers.ts';
export type { AuthFailure, RequestHandlers } from './api/request-handlers.ts';
export { createStorefrontServices } from './services/create-storefront-services.ts';
export type { StorefrontServiceContext } from './services/create-storefront-services.ts';
export { readTrackBuffer, TRACK_EVENT_NAME } from './services/track-buffer.ts';
export type { DiagnosticTrackEvent, TrackRecord } from './services/track-buffer.ts';
export { storefrontMessages } from './i18n/storefront-messages.ts';
export { DiagnosticsPanel } from './shell/DiagnosticsPanel.tsx';
export type { DiagnosticsPanelProps } from './shell/DiagnosticsPanel.tsx';

// The door of @mall/runtime. Node-only consumers (the CLI, the server, benchmarks) use
// `@mall/runtime/validate`, which pulls in no React.

// Services and the hooks blocks use
export { BlockServicesProvider, useBlockServices } from './services/BlockServices.tsx';
export { useBlockUser } from './services/useBlockUser.ts';
export type {
  BlockServices,
  BlockUser,
  Locale,
  Navigation,
  Notice,
  PlatformCode,
  TenantTraits,
  TrackEvent,
} from './services/types.ts';
export { pageAvailabilityKey, useAvailability, useShownPlans } from './availability/useAvailability.ts';
export type { AvailabilityLookup, ShownPlansLookup } from './availability/useAvailability.ts';
export type { PlanRef } from './availability/plan-ref.ts';
export { usePlanGoods } from './data/usePlanGoods.ts';
export type { PlanGoodsLookup } from './data/usePlanGoods.ts';
export { useOpenLink } from './links/useOpenLink.ts';
export type { OpenLink, OpenLinkOptions } from './links/useOpenLink.ts';
export { useCurrentBlock } from './render/CurrentBlock.tsx';
export type { CurrentBlock } from './render/CurrentBlock.tsx';

// Links
export { resolveLink, linkPlanRefs, withCustomPageType } from './links/resolve-link.ts';
export type { LinkContext, LinkResolution } from './links/resolve-link.ts';

// Registry
export { defineRegistry } from './registry/define-registry.ts';
export type { AnyBlockComponent, BlockRegistry } from './registry/define-registry.ts';
export type {
  AnyBlockDefinition,
  BlockComponent,
  BlockDefinition,
  BlockPlatform,
  BlockSlot,
  BlockProps,
  RegistryShape,
  StartsWhen,
} from './registry/block-definition.ts';

// Rendering
export { PageRenderer } from './render/PageRenderer.tsx';
export type { PageRendererProps, RenderMode } from './render/PageRenderer.tsx';
export { preloadPage } from './render/preload-page.ts';
export type { PreloadContext } from './render/preload-page.ts';
export { BlockBoundary } from './render/BlockBoundary.tsx';
export type { BlockBoundaryProps } from './render/BlockBoundary.tsx';
export { BlockSkeleton } from './render/BlockSkeleton.tsx';
export { BlockDiagnosticCard } from './render/BlockDiagnosticCard.tsx';
export { PageErrorAlert } from './render/PageErrorAlert.tsx';
export { EXPOSURE_DELAY_MS } from './render/ExposureTracker.tsx';
export { NEAR_VIEWPORT_MARGIN_PX } from './render/NearViewport.tsx';
export { EAGER_BLOCKS } from './render/drawn-at-once.ts';
export { useInBrowser } from './render/useInBrowser.ts';
export { markSettling } from './render/settled-promise.ts';
export { HydrateWhenSeen } from './render/HydrateWhenSeen.tsx';
export { quotedAttribute } from './render/seen-gate.ts';

// Validation (also through `@mall/runtime/validate`)
export { parsePage } from './validate/parse-page.ts';
export type { ParsedPage } from './validate/parse-page.ts';
export { validatePage, validatePageWith } from './validate/validate-page.ts';
export type { PageValidation, ValidatePageOptions } from './validate/validate-page.ts';
export { loadValidators } from './validate/load-validators.ts';
export type { ValidatorMap } from './validate/load-validators.ts';
export { createSchemaCatalog } from './validate/schema-catalog.ts';
export type { BlockSchemaCatalog, BlockSchemaTables } from './validate/schema-catalog.ts';
export { mallSchemaCatalog } from './validate/mall-schema-catalog.ts';
export { diagnosticReasonText } from './validate/diagnostic-reason.ts';
export type { ValidatedBlock } from './validate/check-block.ts';
export type {
  BlockDiagnostic,
  DiagnosticReason,
  FieldError,
  PageError,
  PageErrorReason,
} from './validate/diagnostics.ts';

// i18n
export { createI18n } from './i18n/create-i18n.ts';
export { useCatalogueTranslation } from './i18n/useCatalogueTranslation.ts';
export type { MessageCatalogue } from './i18n/create-i18n.ts';
export { runtimeMessages } from './i18n/runtime-messages.ts';
export type { RuntimeMessageKey } from './i18n/runtime-messages.ts';

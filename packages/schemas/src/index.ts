// The door of @mall/schemas: generated types, the block catalogue and the precompiled validators.
// Raw JSON Schema documents (for the server's request validation) come through `@mall/schemas/documents`,
// so browser bundles never pull in schema text they do not use.
export type { CompiledValidator, CompiledValidatorError } from './compiled-validator.ts';
export type {
  ApiEnvelope,
  EnterpriseLoginPage,
  ImageCode,
  LoginRequest,
  TokenPair,
  UserInfo,
  Availability,
  AvailabilityQuery,
  AvailabilityRequest,
  BannerAdvertOptions,
  BlockHead,
  CarouselItem,
  CarouselOptions,
  CategoryNode,
  FlashBuyOptions,
  Goods,
  GoodsListOptions,
  HotZone,
  HotZonesShowOptions,
  IconZoneItem,
  IconZoneOptions,
  IconZoneTab,
  NoticeItem,
  NoticeShowOptions,
  PageBlock,
  PageData,
  PageQuery,
  PageResult,
  PageType,
  Platform,
  PlanGoods,
  SiteSetting,
  SiteSettingValue,
} from './generated/types.ts';
export type { BlockOptionsByType, BlockType } from './generated/block-catalog.ts';
export {
  BLOCK_TYPES,
  BLOCK_SCHEMA_VERSIONS,
  BLOCK_VALIDATORS,
  BLOCK_SCHEMAS,
} from './generated/block-catalog.ts';
export { default as validatePageEnvelope } from './generated/validators/page.js';
export type { BlockMigration } from './migrations.ts';
export { BLOCK_MIGRATIONS } from './migrations.ts';
export { API_PATHS, PRODUCT_SEGMENT } from './api-paths.ts';

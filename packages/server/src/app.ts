import { SCHEMA_DOCUMENTS } from '@mall/schemas/documents';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { AppDeps } from './app-deps.ts';
import type { Db } from './db/db.ts';
import { answerFrameworkError, registerErrorHandler } from './http/error-handlers.ts';
import { registerFormBody } from './http/form-body.ts';
import { registerJsonBody } from './http/json-body.ts';
import { registerMemberSession } from './http/member-session.ts';
import { registerOperatorSession } from './http/operator-session.ts';
import { registerRequestSignature } from './http/request-signature.ts';
import { registerNulRefusal } from './http/nul-refusal.ts';
import { memoGuestHomePages } from './http/guest-page-memo.ts';
import { startPageRenderer } from './http/page-render.ts';
import { registerStaticFiles } from './http/static-files.ts';
import { IMAGES_DIR, STOREFRONT_DIST_DIR, STUDIO_DIST_DIR } from './paths.ts';
import { registerCategoryRoutes } from './routes/categories.ts';
import { registerGoodsDetailRoutes } from './routes/goods-detail.ts';
import { registerGoodsSearchRoutes } from './routes/goods-search.ts';
import { registerDevOutboxRoutes } from './routes/dev-outbox.ts';
import { registerFlashBuyRoutes } from './routes/flash-buy.ts';
import { registerMarketingRoutes } from './routes/marketing.ts';
import { registerNavItemRoutes } from './routes/nav-items.ts';
import { registerNoticeRoutes } from './routes/notices.ts';
import { registerManagerPageRoutes } from './routes/manager-pages.ts';
import { registerManagerPassportRoutes } from './routes/manager-passport.ts';
import { registerPageRoutes } from './routes/pages.ts';
import { registerPassportRoutes } from './routes/passport.ts';
import { registerPassportCardRoutes } from './routes/passport-cards.ts';
import { registerPassportRecoveryRoutes } from './routes/passport-recovery.ts';
import { registerPopupRoutes } from './routes/popups.ts';
import { registerSearchTermRoutes } from './routes/search-terms.ts';
import { registerSiteRoutes } from './routes/site.ts';
import { registerEnterpriseLogoRoutes } from './routes/enterprise-logo.ts';
import { registerLogisticsRoutes } from './routes/logistics.ts';
import { registerStoreRoutes } from './routes/stores.ts';
import { registerCartRoutes } from './routes/cart.ts';
import { registerCouponRoutes } from './routes/coupons.ts';
import { registerFavoriteRoutes } from './routes/favorites.ts';
import { registerFootprintRoutes } from './routes/footprints.ts';
import { registerStoreApplyRoutes } from './routes/store-apply.ts';
import { registerAddressRoutes } from './routes/addresses.ts';
import { registerOrderRoutes } from './routes/orders.ts';
import { registerAfterSaleRoutes } from './routes/after-sales.ts';
import { registerEvaluationRoutes } from './routes/evaluations.ts';
import { registerPayPasswordRoutes } from './routes/pay-password.ts';
import { registerDevFulfilRoutes } from './routes/dev-fulfil.ts';
import { registerDevIdpRoutes } from './routes/dev-idp.ts';
import { registerSsoRoutes } from './routes/sso.ts';
import { registerMemberPasswordRoutes } from './routes/member-password.ts';
import { registerBindingCardRoutes } from './routes/binding-cards.ts';
import { registerMemberProfileRoutes } from './routes/member-profile.ts';
import { registerPrivacyConsentRoutes } from './routes/privacy-consent.ts';
import { registerVerificationRoutes } from './routes/verification.ts';
import { registerPointAccountRoutes } from './routes/point-accounts.ts';
import { registerWalletRoutes } from './routes/wallet.ts';
import { registerShellBookingRoutes } from './routes/shell-booking.ts';
import { registerRedPacketRoutes } from './routes/red-packets.ts';
import { registerMemberMessageRoutes } from './routes/member-messages.ts';
import { registerArticleRoutes } from './routes/articles.ts';
import { registerBenefitRoutes } from './routes/benefits.ts';
import { registerFamilyMemberRoutes } from './routes/family-members.ts';
import { registerBenefitOrderRoutes } from './routes/benefit-orders.ts';
import { registerDisposableCardRoutes } from './routes/disposable-card.ts';
import { registerSeckillRoutes } from './routes/seckill.ts';
import { readPasswordKey } from './services/password-cipher.ts';
import { loadTokenSecret } from './services/token-secret.ts';
import { routeValidators, type SchemaController } from './http/route-validators.ts';

/** What the app is built from. */
export interface AppOptions {
  /** An open, migrated database: the primary, which every write and every transaction goes to. */
  db: Db;
  /**
   * A streaming replica of `db` for the reads that tolerate a second of staleness: the catalogue
   * (searches, goods details, categories, stores, plan and market goods), notices, articles and the
   * site's fixed texts. Everything a member writes and reads back (cart, orders, balances, sessions)
   * and the published pages stay on `db`. The caller opens and closes it. Defaults to `db`.
   */
  readDb?: Db;
  /** The storefront build to serve with an SPA fallback; null serves none. Defaults to `packages/storefront/dist` (skipped while absent). */
  storefrontDir?: string | null;
  /** Pictures served under `/img/`; null serves none. Defaults to `fixtures/images`. */
  imagesDir?: string | null;
  /** The page studio's build, served under `/studio/`; null serves none. Defaults to `packages/studio/dist` (skipped while absent). */
  studioDir?: string | null;
  /**
   * The storefront's server build (`packages/storefront/dist-server/entry-server.js`), to render each
   * route's page into index.html before the browser's JavaScript runs; skipped while absent. Defaults
   * to none: `main.ts` passes it (and `MALL_SSR=0` takes it away there).
   */
  storefrontServerEntry?: string | null;
  /**
   * Worker threads that render pages (http/page-render.ts). Defaults to the machine's cores;
   * `main.ts` passes env MALL_RENDER_WORKERS.
   */
  renderWorkers?: number;
  /** The render threads' nice value on Linux. Defaults to page-render.ts `RENDER_NICENESS`. */
  renderNiceness?: number;
  /** The clock plans and markets are judged by. Defaults to the system clock. */
  now?: () => Date;
  /** The key passwords travel under. Defaults to env MALL_PASSWORD_KEY, else config/client.json. */
  passwordKey?: Buffer;
  /**
   * True in production: no development outbox, image codes not kept there. Defaults to
   * `NODE_ENV === 'production'`.
   */
  production?: boolean;
  /**
   * How long a catalogue answer (a goods search, its brands and categories, a goods detail) may be
   * served from memory, in ms: what a rush asks again and again reaches the database once a while.
   * Defaults to `0` (always asked); `main.ts` passes env CATALOGUE_STALENESS_MS, else 1000.
   */
  catalogueStalenessMs?: number;
  /** Fastify's logger option. Defaults to `false`. */
  logger?: FastifyServerOptions['logger'];
  /**
   * The compilers of the routes' request validators. Defaults to {@link routeValidators}; tests pass
   * ones a worker shares between the apps it builds (testing/shared-validators.ts).
   */
  schemaController?: SchemaController;
  /** Told of every route as it is registered, so tests sweep the API the app really has. Defaults to none. */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Builds the API server (routes, request validation from @mall/schemas, the envelope, static files)
 * without listening, so tests can `inject` requests into it.
 */
export function buildApp(options: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    // A URL the router cannot read is refused with the envelope too.
    frameworkErrors: answerFrameworkError,
    schemaController: options.schemaController ?? routeValidators(),
    ajv: {
      customOptions: {
        // The schemas' `anyOf: [{required: [...]}]` rules need this, as in codegen's ajv.
        strictRequired: false,
        // A body with unknown keys is bad input, not something to strip silently.
        removeAdditional: false,
        // Query strings stay strings (their schemas say so); bodies keep their JSON types.
        coerceTypes: false,
        // `version` and `blockSets` annotate block schemas (options version, page kinds); they are not rules.
        keywords: ['version', 'blockSets'],
      },
    },
  });
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));
  for (const document of SCHEMA_DOCUMENTS) app.addSchema(document);
  registerErrorHandler(app);

  registerJsonBody(app);
  registerFormBody(app);
  // The API takes JSON and forms only: a text/plain body would reach a handler with no body schema
  // as a string (the input sweep found one logging the member out); now it is a 415.
  app.removeContentTypeParser('text/plain');
  registerNulRefusal(app);
  let tokenSecret: Promise<Uint8Array> | undefined;
  const deps: AppDeps = {
    db: options.db,
    readDb: options.readDb ?? options.db,
    now: options.now ?? (() => new Date()),
    passwordKey: options.passwordKey ?? readPasswordKey(),
    // Loaded on first use, after the migrations have run; a failure is retried on the next request.
    tokenSecret: () =>
      (tokenSecret ??= loadTokenSecret(options.db).catch((error: unknown) => {
        tokenSecret = undefined;
        throw error;
      })),
    production: options.production ?? process.env.NODE_ENV === 'production',
    catalogueStalenessMs: options.catalogueStalenessMs ?? 0,
  };
  registerMemberSession(app, deps);
  registerRequestSignature(app, deps);
  registerSiteRoutes(app, deps);
  registerEnterpriseLogoRoutes(app, deps);
  registerPageRoutes(app, deps);
  registerMarketingRoutes(app, deps);
  registerFlashBuyRoutes(app, deps);
  registerCategoryRoutes(app, deps);
  registerNavItemRoutes(app, deps);
  registerStoreRoutes(app, deps);
  registerGoodsSearchRoutes(app, deps);
  registerGoodsDetailRoutes(app, deps);
  registerSearchTermRoutes(app, deps);
  registerPassportRoutes(app, deps);
  registerPassportCardRoutes(app, deps);
  registerPassportRecoveryRoutes(app, deps);
  registerSsoRoutes(app, deps);
  registerDevIdpRoutes(app, deps);
  registerNoticeRoutes(app, deps);
  registerPopupRoutes(app, deps);
  registerCartRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerAfterSaleRoutes(app, deps);
  registerLogisticsRoutes(app, deps);
  registerEvaluationRoutes(app, deps);
  registerPayPasswordRoutes(app, deps);
  registerDevFulfilRoutes(app, deps);
  registerCouponRoutes(app, deps);
  registerFavoriteRoutes(app, deps);
  registerFootprintRoutes(app, deps);
  registerStoreApplyRoutes(app, deps);
  registerAddressRoutes(app, deps);
  registerDevOutboxRoutes(app, deps);
  registerMemberPasswordRoutes(app, deps);
  registerVerificationRoutes(app, deps);
  registerPrivacyConsentRoutes(app, deps);
  registerMemberProfileRoutes(app, deps);
  registerBindingCardRoutes(app, deps);
  registerPointAccountRoutes(app, deps);
  registerWalletRoutes(app, deps);
  registerShellBookingRoutes(app, deps);
  registerRedPacketRoutes(app, deps);
  registerMemberMessageRoutes(app, deps);
  registerArticleRoutes(app, deps);
  registerBenefitRoutes(app, deps);
  registerFamilyMemberRoutes(app, deps);
  registerBenefitOrderRoutes(app, deps);
  registerDisposableCardRoutes(app, deps);
  registerSeckillRoutes(app, deps);
  // The operators' endpoints (issue 23): their own sessions, apart from members'.
  const requireOperator = registerOperatorSession(app, deps);
  registerManagerPassportRoutes(app, deps, requireOperator);
  registerManagerPageRoutes(app, deps, requireOperator);

  const renderer = options.storefrontServerEntry
    ? startPageRenderer(app, {
        entryPath: options.storefrontServerEntry,
        workers: options.renderWorkers,
        niceness: options.renderNiceness,
      })
    : null;
  const pageRenderer = renderer ? memoGuestHomePages(renderer, deps.db) : null;
  if (pageRenderer) app.addHook('onClose', () => pageRenderer.close());
  registerStaticFiles(app, {
    storefrontDir: options.storefrontDir === undefined ? STOREFRONT_DIST_DIR : options.storefrontDir,
    studioDir: options.studioDir === undefined ? STUDIO_DIST_DIR : options.studioDir,
    imagesDir: options.imagesDir === undefined ? IMAGES_DIR : options.imagesDir,
    pageRenderer,
  });
  return app;
}

import { API_PATHS } from '@mall/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { ok } from '../http/envelope.ts';
import { memberOf, requireMember } from '../http/member-session.ts';
import { getEnterpriseLogo } from '../services/enterprise-logo.ts';

/**
 * GET /buyer/bindEnterLogo/logo (spec 03 section 7, Member API): the header logo of the caller's
 * enterprise, `{logoPath, subLogoPath}`, null where it has none. A member endpoint like its
 * neighbours: a guest is answered 401/20003 and a disposable card's session 403/20005 (the storefront
 * asks for neither and shows them the site's logo); the enterprise is the session's, never a header's
 * or the query's.
 */
export function registerEnterpriseLogoRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get(API_PATHS.enterpriseLogo, { onRequest: requireMember }, async (request) =>
    ok(await getEnterpriseLogo(db, memberOf(request).oneId)),
  );
}

import { readFileSync } from 'node:fs';

/** Addresses of enterprises by oneId, as config/client.json's `tenants` lists them. */
export type TenantUrls = Readonly<Record<string, string>>;

/**
 * The map `tenants[key]` of the client config at `path` (oneId to an address), keeping only the
 * addresses `keep` accepts; none when the config has no such map.
 */
export function readTenantUrls(path: string, key: string, keep: (url: string) => boolean): TenantUrls {
  const config = JSON.parse(readFileSync(path, 'utf8')) as { tenants?: Record<string, unknown> };
  const urls = config.tenants?.[key];
  if (!urls || typeof urls !== 'object') return {};
  return Object.fromEntries(
    Object.entries(urls).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && keep(entry[1]),
    ),
  );
}

/** A path of the storefront: `/...`, but not `//host`, which a browser reads as another site. */
export const isStorefrontPath = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');

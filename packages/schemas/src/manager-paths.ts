// The operators' endpoints (issue 23), in lilishop's manager family beside the buyer API of
// @mall/schemas' API_PATHS. Each helper encodes its arguments.

const pageData = '/manager/other/pageData';
const segment = (value: string | number) => encodeURIComponent(String(value));

/** Paths of the manager endpoints. */
export const MANAGER_PATHS = {
  login: '/manager/passport/login',
  logout: '/manager/passport/logout',
  /** The logged-in operator. */
  operator: '/manager/passport/user',
  pages: pageData,
  pageAdd: `${pageData}/add`,
  pageGet: (id: string) => `${pageData}/get/${segment(id)}`,
  pageUpdate: (id: string) => `${pageData}/update/${segment(id)}`,
  pageRelease: (id: string) => `${pageData}/release/${segment(id)}`,
  pageHistory: (id: string) => `${pageData}/history/${segment(id)}`,
  /** A signed, expiring preview link to the page's draft. */
  pagePreview: (id: string) => `${pageData}/preview/${segment(id)}`,
  pageRollback: (id: string, version: number | string) =>
    `${pageData}/rollback/${segment(id)}/${segment(version)}`,
} as const;

/** The prefix every manager endpoint's path starts with. */
export const MANAGER_PREFIX = '/manager/';

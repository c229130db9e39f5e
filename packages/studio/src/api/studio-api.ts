import { API_PATHS, MANAGER_PATHS, type ImageCode } from '@mall/schemas';
import { studioRequest, type RequestContext } from './studio-request.ts';
import type {
  CheckedPage,
  ListPageOf,
  NewPage,
  Operator,
  PageState,
  PageType,
  PageVersion,
  Platform,
  StudioPage,
} from './studio-types.ts';

/** The operators' API (README, "Operators' API"), bound to the studio's session and language. */
export function studioApi(context: RequestContext) {
  return {
    imageCode: () => studioRequest<ImageCode>(context, API_PATHS.imageCode),
    login: (body: { username: string; password: string; code: string }) =>
      studioRequest<{ accessToken: string; operator: Operator }>(context, MANAGER_PATHS.login, {
        method: 'POST',
        body,
      }),
    logout: () => studioRequest<null>(context, MANAGER_PATHS.logout, { method: 'POST' }),
    operator: () => studioRequest<Operator>(context, MANAGER_PATHS.operator),
    pages: (filter: { platform?: Platform; pageType?: PageType; state?: PageState; pageNumber: number }) => {
      const query = new URLSearchParams({ pageNumber: String(filter.pageNumber), pageSize: '50' });
      for (const key of ['platform', 'pageType', 'state'] as const) {
        const value = filter[key];
        if (value) query.set(key, value);
      }
      return studioRequest<ListPageOf<StudioPage>>(context, `${MANAGER_PATHS.pages}?${query}`);
    },
    add: (page: NewPage) =>
      studioRequest<CheckedPage>(context, MANAGER_PATHS.pageAdd, { method: 'POST', body: page }),
    get: (id: string) => studioRequest<CheckedPage>(context, MANAGER_PATHS.pageGet(id)),
    save: (id: string, body: { revision: number; pageData: string; name?: string }) =>
      studioRequest<CheckedPage>(context, MANAGER_PATHS.pageUpdate(id), { method: 'PUT', body }),
    /** Publishes the draft of this revision; one saved since by someone else answers 409 and publishes nothing. */
    release: (id: string, revision: number) =>
      studioRequest<CheckedPage>(context, MANAGER_PATHS.pageRelease(id), {
        method: 'PUT',
        body: { revision },
      }),
    history: (id: string) => studioRequest<PageVersion[]>(context, MANAGER_PATHS.pageHistory(id)),
    rollback: (id: string, version: number) =>
      studioRequest<CheckedPage>(context, MANAGER_PATHS.pageRollback(id, version), { method: 'PUT' }),
    previewLink: (id: string) =>
      studioRequest<{ previewToken: string; expiresAt: string; path: string }>(
        context,
        MANAGER_PATHS.pagePreview(id),
        { method: 'POST' },
      ),
  };
}

/** The operators' API as the studio's components use it. */
export type StudioApi = ReturnType<typeof studioApi>;

import type { BlockServices, Locale } from '@mall/runtime';
import { API_PATHS, type Availability, type AvailabilityQuery, type PlanGoods } from '@mall/schemas';
import type { Platform } from '../api/studio-types.ts';
import { studioRequest } from '../api/studio-request.ts';

/** What the preview of a page is drawn for. */
export interface PreviewKind {
  locale: Locale;
  platform: Platform;
  customPage: boolean;
}

/**
 * The block services of the studio's preview: the real buyer API as a guest sees it (plans and
 * their goods), and a page that goes nowhere: a click in the preview selects a block, it does not
 * follow the block's link. Made once per kind, as the runtime asks (it plans the page again when
 * the services change).
 */
export function createPreviewServices(kind: PreviewKind, uuid: string): BlockServices {
  // A guest's requests: the operator's token is not a member's and would be refused.
  const guest = { token: null, locale: kind.locale, uuid };
  return {
    locale: kind.locale,
    platform: kind.platform,
    user: null,
    tenant: {},
    customPage: kind.customPage,
    mode: 'preview',
    async checkAvailability(queries: AvailabilityQuery[]): Promise<Availability[]> {
      if (queries.length === 0) return [];
      const answered = await studioRequest<Availability[] | null>(guest, API_PATHS.availability, {
        method: 'POST',
        body: { list: queries },
      });
      return answered ?? [];
    },
    fetchPlanGoods(ref: { planId?: string; marketId?: string }): Promise<PlanGoods> {
      if (ref.planId)
        return studioRequest<PlanGoods>(
          guest,
          `${API_PATHS.planGoods}?${new URLSearchParams({ planId: ref.planId })}`,
        );
      if (ref.marketId)
        return studioRequest<PlanGoods>(
          guest,
          `${API_PATHS.marketGoods}?${new URLSearchParams({ marketId: ref.marketId })}`,
        );
      return Promise.reject(new Error('fetchPlanGoods needs a planId or a marketId'));
    },
    navigate: () => undefined,
    notify: () => undefined,
    track: () => undefined,
  };
}

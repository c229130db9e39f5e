import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Availability } from '@mall/schemas';
import { useBlockServices } from '../services/BlockServices.tsx';
import type { Navigation, TrackEvent } from '../services/types.ts';
import { usePageAvailability } from '../availability/PageAvailability.tsx';
import { availabilityQueries, findAvailability, type PlanRef } from '../availability/plan-ref.ts';
import { useCurrentBlock } from '../render/CurrentBlock.tsx';
import { linkPlanRefs, resolveLink } from './resolve-link.ts';

/** Extra facts about a click: the plan or market it is for and tracking fields. */
export interface OpenLinkOptions {
  planId?: string;
  marketId?: string;
  /** Merged into the click event (e.g. `plan_name`, `plan_rank`). */
  track?: Partial<TrackEvent>;
}

/** Opens a link value from page data; resolves when done (navigated or warned). */
export type OpenLink = (url: string | undefined, opts?: OpenLinkOptions) => Promise<void>;

/**
 * The link opener blocks call on click. It resolves the value (special codes, benefit pages,
 * platform switch, internal and external links), checks a plan or market first (the page's
 * batched answer inside a `<PageRenderer>`, else one call) and warns instead of navigating when
 * it is not shown or not open, tracks the click, then hands the navigation to the host.
 */
export function useOpenLink(): OpenLink {
  const services = useBlockServices();
  const batch = usePageAvailability();
  const block = useCurrentBlock();
  const { t } = useTranslation('runtime');

  return useCallback(
    async (url, opts = {}) => {
      const resolution = resolveLink(url, { customPage: services.customPage });
      if (resolution.kind === 'refused') {
        services.notify({ status: 'error', text: t('linkRefused') });
        return;
      }
      if (resolution.kind === 'denied' || resolution.kind === 'message') {
        services.notify({ status: 'warning', text: t(resolution.messageKey) });
        return;
      }

      const optionRef: PlanRef = {
        ...(opts.planId ? { planId: opts.planId } : {}),
        ...(opts.marketId ? { marketId: opts.marketId } : {}),
      };
      const ref =
        optionRef.planId || optionRef.marketId
          ? optionRef
          : resolution.kind === 'internal'
            ? linkPlanRefs(resolution.path)
            : undefined;
      const gated = ref !== undefined && (resolution.kind === 'internal' || resolution.kind === 'partner');

      let availability: Availability | null = null;
      if (gated) {
        try {
          const entries =
            batch && batch.covers(ref)
              ? await batch.entries
              : await services.checkAvailability(availabilityQueries([ref]));
          availability = findAvailability(entries, ref);
        } catch (error) {
          services.notify({
            status: 'error',
            text: error instanceof Error && error.message ? error.message : t('availabilityFailed'),
          });
          return;
        }
      }

      services.track({
        event: 'click',
        floor_id: block.blockKey,
        floor_rank: block.index,
        block_type: block.type,
        url: url ?? '',
        ...(ref?.planId || ref?.marketId ? { plan_id: ref.planId ?? ref.marketId } : {}),
        ...(availability?.statusCN ? { plan_status: availability.statusCN } : {}),
        ...opts.track,
      });

      if (gated) {
        const warning = availabilityWarning(availability);
        if (warning) {
          services.notify({ status: 'warning', text: warning.statusText ?? t(warning.key) });
          return;
        }
      }
      await services.navigate(resolution satisfies Navigation);
    },
    [services, batch, block, t],
  );
}

type Warning = { key: 'activityNotStarted' | 'noPermission' | 'activityOffline'; statusText?: string };

/** Why a plan or market cannot be entered (spec 02 section 4), or `null` when it can. */
function availabilityWarning(availability: Availability | null): Warning | null {
  if (!availability) return { key: 'activityNotStarted' };
  const ok = availability.isShow && availability.isOpen;
  if (ok) return null;
  const statusText = availability.statusCN?.trim() || undefined;
  if (!availability.isShow) return { key: 'noPermission', ...(statusText ? { statusText } : {}) };
  return { key: 'activityOffline', ...(statusText ? { statusText } : {}) };
}

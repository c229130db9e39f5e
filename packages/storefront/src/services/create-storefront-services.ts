import type { BlockServices, BlockUser, Locale, Navigation, PlatformCode } from '@mall/runtime';
import { tenantTraits } from './tenant-traits.ts';
import { checkAvailability, fetchPartnerPath, fetchPlanGoods } from '../api/goods.ts';
import { toaster } from '../ui/toaster.ts';
import { recordTrackEvent } from './track-buffer.ts';

/** How long a block's notice stays up. */
const NOTICE_DURATION_MS = 3_000;

/** What the storefront knows when it builds the block services for a page. */
export interface StorefrontServiceContext {
  locale: Locale;
  platform: PlatformCode;
  /** The member, or `null` for a guest. */
  user: BlockUser | null;
  /** `pageType=custom` is in the query. */
  customPage: boolean;
  /** `preview` when the query has `isPreview=1`. */
  mode: BlockServices['mode'];
  /** In-app navigation (the router's `navigate`). */
  navigateInternal: (path: string) => void;
  /** Stores the platform chosen by a PC-HSH / PC-DZPT link. */
  storePlatform: (platform: 'HSHSC' | 'DZPT') => void;
  /** Translates a storefront message key. */
  translate: (key: string) => string;
  /** Opens the member's nickname editor; absent for a guest. */
  openNicknameEditor?: () => void;
}

/** The runtime's `BlockServices`, backed by the buyer API, the router and the toaster. */
export function createStorefrontServices(context: StorefrontServiceContext): BlockServices {
  const notify: BlockServices['notify'] = (notice) => {
    toaster.create({
      type: notice.status,
      description: notice.text,
      duration: NOTICE_DURATION_MS,
      closable: true,
    });
  };

  async function navigate(to: Navigation): Promise<void> {
    switch (to.kind) {
      case 'internal':
        if (to.newTab) openInNewTab(to.path);
        else context.navigateInternal(to.path);
        return;
      case 'external':
        openInNewTab(to.href);
        return;
      case 'platform':
        context.storePlatform(to.platform);
        window.location.assign('/');
        return;
      case 'partner': {
        const url = await fetchPartnerPath({
          code: to.code,
          publicityBusModel: to.publicityBusModel,
          businessType: to.businessType,
        }).catch(() => null);
        // A failed call has already shown its message; only an empty answer means "no access".
        if (url === null) return;
        if (url === '') notify({ status: 'warning', text: context.translate('link.noPermission') });
        else openInNewTab(url);
        return;
      }
    }
  }

  return {
    locale: context.locale,
    platform: context.platform,
    user: context.user,
    tenant: tenantTraits(context.user?.oneId, context.locale),
    customPage: context.customPage,
    mode: context.mode,
    checkAvailability,
    fetchPlanGoods,
    navigate,
    notify,
    track: recordTrackEvent,
    ...(context.openNicknameEditor ? { editNickName: context.openNicknameEditor } : {}),
  };
}

function openInNewTab(href: string): void {
  window.open(href, '_blank', 'noopener');
}

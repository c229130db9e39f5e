import type { Availability, AvailabilityQuery, PlanGoods } from '@mall/schemas';

export type Locale = 'zh-CN' | 'en-US';
export type PlatformCode = 'HSHSC' | 'DZPT' | 'YCXK';

/** The member as blocks see them; `null` for a guest. */
export interface BlockUser {
  id: string;
  nickName?: string;
  oneId?: string;
  /** The member's welfare points balance, when known. */
  points?: number;
}

/**
 * How the member's enterprise changes what blocks say (spec 03 section 6). The host reads it from
 * the tenant configuration by oneId; blocks never know enterprise ids.
 */
export interface TenantTraits {
  /** Name of the points currency in the current locale. Defaults to the catalogue's 'welfare points'. */
  pointsName?: string;
  /** The points search bars hide their 'my points' button. Defaults to `false`. */
  hidePointsButton?: boolean;
  /** The title the points search bar shows instead of the operator's. Defaults to none. */
  pointSearchTitle?: string;
}

/** Where the link opener sends the user after resolving a link value. */
export type Navigation =
  /** A path inside the storefront, e.g. `/goodsList?categoryId=1`. */
  | { kind: 'internal'; path: string; newTab?: boolean }
  /** An http(s) URL outside the storefront; opened in a new tab. */
  | { kind: 'external'; href: string }
  /** PC-HSH / PC-DZPT: store the platform and reload the root. */
  | { kind: 'platform'; platform: 'HSHSC' | 'DZPT' }
  /** A partner code (CDF, MT, DFFL*, KuDui_*...): the host asks the server for the jump address. */
  | { kind: 'partner'; code: string; publicityBusModel: string; businessType?: string };

/** A short message to the user (a toast in the storefront). */
export interface Notice {
  status: 'info' | 'warning' | 'error' | 'success';
  /** Already translated text. */
  text: string;
}

/** A tracking event (spec 01 section 7): exposure 1 s after mount, and clicks. */
export interface TrackEvent {
  event: 'exposure' | 'click';
  floor_id: string;
  floor_rank: number;
  block_type: string;
  plan_id?: string;
  plan_name?: string;
  plan_rank?: number;
  plan_status?: string;
  url?: string;
}

/**
 * Everything a block may read or do, provided by the host (storefront, Storybook, tests).
 * Blocks never fetch or navigate on their own. Keep the object (and its functions) stable between
 * renders: `<PageRenderer>` plans a page again when `checkAvailability` changes. The functions are
 * called without `this`.
 */
export interface BlockServices {
  locale: Locale;
  platform: PlatformCode;
  /** The logged-in member, or `null` for a guest. */
  user: BlockUser | null;
  /** What the member's enterprise changes in the blocks' wording; `{}` for a guest. */
  tenant: TenantTraits;
  /** `pageType=custom` mode: internal links keep `pageType=custom`. */
  customPage: boolean;
  /**
   * The site's name from its settings, for the copyright line a custom footer draws when its block
   * gives none. Defaults to none (no such line).
   */
  siteName?: string;
  /** `preview` shows error cards for bad blocks; `production` skips them and reports. */
  mode: 'production' | 'preview';
  /** Checks many plans/markets in one call; answers one entry per plan/market it knows. */
  checkAvailability(queries: AvailabilityQuery[]): Promise<Availability[]>;
  /** Goods of a plan or market with its dates. */
  fetchPlanGoods(ref: { planId?: string; marketId?: string }): Promise<PlanGoods>;
  /** Carries out a resolved navigation. */
  navigate(to: Navigation): void | Promise<void>;
  /** Shows a short message. */
  notify(notice: Notice): void;
  /** Records a tracking event. */
  track(event: TrackEvent): void;
  /**
   * Opens the host's nickname editor for the member (spec 03: the nickname edit dialog of the
   * carousel variant); once saved, the host gives the blocks the new `user.nickName`. Absent where
   * the host has no editor (a guest, Storybook, the studio's preview): blocks then offer no edit.
   */
  editNickName?: () => void;
}

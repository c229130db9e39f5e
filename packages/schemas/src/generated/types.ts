/* GENERATED - DO NOT EDIT - run npm run codegen */

/**
 * Where a click goes: an internal path (`/goodsList?categoryId=1,2,3`), an external https URL, a special code (CDF, MT, MTDD, WPH, JL, DFFL*, KuDui_*, YYB, TJPT, FAMILYINFO) or a platform switch (PC-HSH, PC-DZPT). Empty means not clickable. `javascript:`, `data:` and `vbscript:` are refused.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "link".
 */
export type Link = string;
/**
 * Address of an image: a path on this site (`/img/a.png`) or an https URL.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "imageUrl".
 */
export type ImageUrl = string;
/**
 * A CSS colour: `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb(...)` or `rgba(...)`.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "color".
 */
export type Color = string;
/**
 * Identifier of a welfare plan (a set of goods offered to some employees).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "planId".
 */
export type PlanId = string;
/**
 * Identifier of a market (a marketing activity such as a flash sale).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "marketId".
 */
export type MarketId = string;
/**
 * A SKU id of the catalogue.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-lists__skuId".
 */
export type SkuId = string;
/**
 * A coupon id.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-lists__couponId".
 */
export type CouponId = string;
/**
 * Status of an order (spec 01 section 3).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-lists__orderStatus".
 */
export type OrderStatus =
  | 'UNPAID'
  | 'PAID'
  | 'UNDELIVERED'
  | 'DELIVERED'
  | 'COMPLETED'
  | 'TAKE'
  | 'CANCELLED';
/**
 * 'EP': an enterprise's notice to its employees; 'PF': the platform's notice.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "notices__noticeType".
 */
export type NoticeType = 'EP' | 'PF';
/**
 * The platform a platform notice shows on.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "notices__noticeRange".
 */
export type NoticeRange = 'HSHSC' | 'DZPT';
/**
 * 'TH' is shown first after login; 'EP' (the enterprise's) and 'PF' (the platform's) once it is closed.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "notices__popupType".
 */
export type PopupType = 'TH' | 'EP' | 'PF';
/**
 * The platform a popup shows on; the disposable-card platform YCXK asks for 'OT'.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "notices__popupRange".
 */
export type PopupRange = 'HSHSC' | 'DZPT' | 'OT';
/**
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "pageResult__pageType".
 */
export type PageType = 'INDEX' | 'CUSTOM' | 'SPECIAL' | 'SPECIALOFFER';
/**
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "pageResult__platform".
 */
export type Platform = 'HSHSC' | 'DZPT';
/**
 * A password encrypted with the password cipher (AES-256-GCM, key from config/client.json): base64 of iv(12) + ciphertext + tag(16).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "passport-cards__encryptedPassword".
 */
export type PassportCards_EncryptedPassword = string;
/**
 * Mobile number: optional leading 0, then 11 digits starting 13 to 19.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "passport-cards__mobile".
 */
export type PassportCards_Mobile = string;
/**
 * The SMS code the user received (six digits).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "passport-cards__smsCode".
 */
export type PassportCards_SmsCode = string;
/**
 * What an SMS code is for; a code sent for one purpose never passes for another.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "passport-cards__smsFunction".
 */
export type SmsFunction = 'FORGET_PASSWORD' | 'REGISTER' | 'YCXK_LOGIN';

/**
 * The title row above a block.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "head".
 */
export interface BlockHead {
  /**
   * Main title.
   */
  title?: string;
  /**
   * Smaller text beside the title.
   */
  secondTitle?: string;
  /**
   * Background of the title row.
   */
  bgColor?: string;
}
/**
 * One goods item as a showcase or flash sale shows it. Prices are in points (integers) unless `priceUnit` says otherwise.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "goods".
 */
export interface Goods {
  /**
   * SKU id, used in the goods detail link.
   */
  skuId: string;
  /**
   * Goods (SPU) id.
   */
  goodsId?: string;
  /**
   * Name shown under the picture.
   */
  productName: string;
  /**
   * Pictures; the first one is shown.
   *
   * @maxItems 20
   *
   * Items: Address of an image: a path on this site (`/img/a.png`) or an https URL.
   */
  productImages?: string[];
  /**
   * Price the employee pays.
   */
  specProductPrice?: number;
  /**
   * Market (list) price, shown struck through.
   */
  specMarketPrice?: number;
  /**
   * Unit after the price. Defaults to the welfare points wording.
   */
  priceUnit?: string;
  /**
   * Identifier of a welfare plan (a set of goods offered to some employees).
   */
  planId?: string;
  /**
   * Identifier of a market (a marketing activity such as a flash sale).
   */
  marketId?: string;
  /**
   * Name of the plan the goods belong to.
   */
  planName?: string;
  /**
   * How many were sold (flash sales show it).
   */
  soldCount?: number;
  /**
   * Units left.
   */
  stock?: number;
}
/**
 * Fields every block carries besides its options.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "blockBase".
 */
export interface BlockBase {
  /**
   * Unique within the page, usually `<epoch ms>_<random>`.
   */
  key: string;
  /**
   * Block type, the registry key.
   */
  type: string;
  /**
   * Operator's label for the block.
   */
  name?: string;
  /**
   * Category data some editors attach; not read by the renderer.
   */
  cateData?: {
    [k: string]: unknown | undefined;
  };
}
/**
 * The page envelope operators publish: a list of blocks. Each block is then checked against its own type's schema; editor leftovers (icon, size, model) are tolerated.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "page".
 */
export interface PageData {
  /**
   * Blocks in the order they appear.
   */
  list: PageBlock[];
}
export interface PageBlock {
  /**
   * Unique within the page.
   */
  key: string;
  /**
   * Block type.
   */
  type: string;
  /**
   * Operator's label.
   */
  name?: string;
  /**
   * Options of the block, checked by the block's schema.
   */
  options?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Editor data, ignored.
   */
  cateData?: {
    [k: string]: unknown | undefined;
  };
}
/**
 * A full-width advertising banner (1200x100 picture on a coloured band) that the employee can close.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "bannerAdvert".
 */
export interface BannerAdvertOptions {
  /**
   * Banner picture, 1200x100.
   */
  img: string;
  /**
   * Where a click goes: an internal path (`/goodsList?categoryId=1,2,3`), an external https URL, a special code (CDF, MT, MTDD, WPH, JL, DFFL*, KuDui_*, YYB, TJPT, FAMILYINFO) or a platform switch (PC-HSH, PC-DZPT). Empty means not clickable. `javascript:`, `data:` and `vbscript:` are refused.
   */
  url?: string;
  /**
   * Colour of the band around the picture.
   */
  bgColor?: string;
  /**
   * Alternative text of the picture. Defaults to the block name.
   */
  title?: string;
  /**
   * Show a close button. Defaults to `true`.
   */
  closable?: boolean;
}
/**
 * A picture carousel (830x453) that advances every 5 seconds and wraps to the first picture after the last.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "carousel".
 */
export interface CarouselOptions {
  /**
   * Slides in order. An empty list renders nothing.
   *
   * @maxItems 20
   */
  list: CarouselItem[];
  /**
   * Advance by itself every 5000 ms. Defaults to `true`.
   */
  autoplay?: boolean;
}
export interface CarouselItem {
  /**
   * Slide picture, 830x453.
   */
  img: string;
  /**
   * Where a click on the slide goes.
   */
  url?: string;
  /**
   * Alternative text of the picture. Defaults to the block name.
   */
  title?: string;
  /**
   * Category model the slide links to.
   */
  cateModelId?: string;
  /**
   * Name of that category model.
   */
  cateModelName?: string;
}
/**
 * A flash sale of one plan or market: a countdown to its end (days, hours, minutes, seconds), its goods with sold counts and a go-buy action. Shown only to logged-in members.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "flashBuy".
 */
export interface FlashBuyOptions {
  head?: BlockHead;
  /**
   * Identifier of a welfare plan (a set of goods offered to some employees).
   */
  planId?: string;
  /**
   * Identifier of a market (a marketing activity such as a flash sale).
   */
  marketId?: string;
  /**
   * Shown when the countdown reaches zero. Defaults to 'activity ended'.
   */
  endText?: string;
  /**
   * How many goods to show. Defaults to `4`.
   */
  maxGoods?: number;
}
/**
 * A goods showcase of at most 8 goods: the goods listed here, or else the goods of a plan or market.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "goodsList".
 */
export interface GoodsListOptions {
  head?: BlockHead;
  /**
   * Identifier of a welfare plan (a set of goods offered to some employees).
   */
  planId?: string;
  /**
   * Identifier of a market (a marketing activity such as a flash sale).
   */
  marketId?: string;
  /**
   * Goods picked by the operator; only the first 8 are shown.
   *
   * @maxItems 100
   */
  list?: Goods[];
  /**
   * Where 'More' goes; no link when empty.
   */
  moreUrl?: string;
}
/**
 * A picture with clickable areas (hot zones). A zone whose link contains `countdown` shows a 3-digit days counter to the link's `date` query (hidden once past, 000 at 1000 days or more). A zone whose link has `planCaseUseTo=2` and a `content` text asks for confirmation first.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "hotZonesShow".
 */
export interface HotZonesShowOptions {
  head?: BlockHead;
  /**
   * The picture.
   */
  img: string;
  /**
   * Picture width in px. Defaults to `1200`.
   */
  imgWidth?: number;
  /**
   * Picture height in px. Defaults to `400`.
   */
  imgHeight?: number;
  /**
   * What the picture shows, for screen readers. Defaults to the block name.
   */
  alt?: string;
  /**
   * Clickable areas, positioned in percent of the picture.
   *
   * @maxItems 50
   */
  list: HotZone[];
}
export interface HotZone {
  /**
   * Left edge, percent of the picture width.
   */
  x: number;
  /**
   * Top edge, percent of the picture height.
   */
  y: number;
  /**
   * Width, percent of the picture width.
   */
  width: number;
  /**
   * Height, percent of the picture height.
   */
  height: number;
  /**
   * Where a click goes: an internal path (`/goodsList?categoryId=1,2,3`), an external https URL, a special code (CDF, MT, MTDD, WPH, JL, DFFL*, KuDui_*, YYB, TJPT, FAMILYINFO) or a platform switch (PC-HSH, PC-DZPT). Empty means not clickable. `javascript:`, `data:` and `vbscript:` are refused.
   */
  url?: string;
  /**
   * Accessible name of the area.
   */
  title?: string;
  /**
   * Confirmation text shown before following a `planCaseUseTo=2` link.
   */
  content?: string;
}
/**
 * Icon entries grouped in tabs. Up to 12 icons (two lines of 6) lie in a plain grid; a tab with more scrolls vertically, 191.25 px per click of its arrows.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "iconZone".
 */
export interface IconZoneOptions {
  head?: BlockHead;
  /**
   * Tabs. With one tab no tab bar is shown.
   *
   * @minItems 1
   * @maxItems 10
   */
  navList: [IconZoneTab, ...IconZoneTab[]];
}
export interface IconZoneTab {
  /**
   * Tab label.
   */
  name: string;
  /**
   * Icons of the tab.
   *
   * @maxItems 120
   */
  list: IconZoneItem[];
}
export interface IconZoneItem {
  /**
   * Label under the icon.
   */
  name: string;
  /**
   * Icon picture, shown at 52x52.
   */
  img: string;
  /**
   * Where a click goes: an internal path (`/goodsList?categoryId=1,2,3`), an external https URL, a special code (CDF, MT, MTDD, WPH, JL, DFFL*, KuDui_*, YYB, TJPT, FAMILYINFO) or a platform switch (PC-HSH, PC-DZPT). Empty means not clickable. `javascript:`, `data:` and `vbscript:` are refused.
   */
  url?: string;
  /**
   * Tile background.
   */
  bgColor?: string;
  /**
   * When set, a click shows this text in a dialog before following the link.
   */
  modalContent?: string;
  /**
   * Hide the icon when false. Defaults to `true`.
   */
  isShow?: boolean;
  /**
   * False shows the icon greyed out and not clickable. Defaults to `true`.
   */
  onLine?: boolean;
  /**
   * Second line under the label.
   */
  subName?: string;
  /**
   * Price shown under the label.
   */
  price?: number;
  /**
   * Unit after the price.
   */
  priceUnit?: string;
  /**
   * Product picture shown instead of the icon.
   */
  productImage?: string;
}
/**
 * A one-line notice marquee: every 4 s the first notice slides away (800 ms) and moves to the end.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "noticeShow".
 */
export interface NoticeShowOptions {
  head?: BlockHead;
  /**
   * Notices in order. An empty list renders nothing.
   *
   * @maxItems 50
   */
  list: NoticeItem[];
  /**
   * Where 'More' goes. Defaults to `/notice`.
   */
  moreUrl?: string;
}
export interface NoticeItem {
  /**
   * Notice id; when set and no url is given, the notice links to /notice/detail?id=.
   */
  id?: string;
  /**
   * Text shown in the marquee.
   */
  title: string;
  /**
   * Where a click goes: an internal path (`/goodsList?categoryId=1,2,3`), an external https URL, a special code (CDF, MT, MTDD, WPH, JL, DFFL*, KuDui_*, YYB, TJPT, FAMILYINFO) or a platform switch (PC-HSH, PC-DZPT). Empty means not clickable. `javascript:`, `data:` and `vbscript:` are refused.
   */
  url?: string;
}
/**
 * Whether the caller may see (isShow) and use (isOpen) a plan or market.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "availability__availability".
 */
export interface Availability {
  planId?: string | null;
  marketId?: string | null;
  /**
   * Status text of the plan, shown as a warning when it cannot be used.
   */
  statusCN?: string;
  isShow: boolean;
  isOpen: boolean;
  /**
   * '1' HSHSC, '2' DZPT.
   */
  displayPlatformCode?: string;
  publicityBusModel?: string | null;
  businessType?: string | null;
}
/**
 * Body of POST /buyer/goods/goods/{product}/plan/permissionsAll: every plan and market a page refers to, checked in one call.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "availability".
 */
export interface AvailabilityRequest {
  /**
   * @maxItems 500
   */
  list: AvailabilityQuery[];
}
export interface AvailabilityQuery {
  planId?: string;
  marketId?: string;
  publicityBusModel?: string;
}
/**
 * One node of the three-level category tree (GET /buyer/goods/category/getTree).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "category".
 */
export interface CategoryNode {
  id: string;
  name: string;
  parentId?: string;
  level: number;
  sortOrder?: number;
  image?: string | null;
  panelLogo?: string | null;
  children: CategoryNode[];
}
/**
 * Every answer of the buyer API. `code` 200 means success; business errors come with a 4xx status and `success: false`.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "envelope".
 */
export interface ApiEnvelope {
  success: boolean;
  /**
   * 200 on success; 20003 not logged in, 20004 login expired, 20005 no authority, 89999 maintenance, 400 bad input.
   */
  code: number;
  /**
   * Human-readable outcome, shown to the user on failure.
   */
  message: string;
  /**
   * Server time in epoch milliseconds.
   */
  timestamp?: number;
  /**
   * The payload; its shape depends on the call.
   */
  result?: {
    [k: string]: unknown | undefined;
  };
}
/**
 * Query of DELETE /buyer/trade/carts/sku/remove: the SKUs to take out of the cart, the key repeated for each (`skuIds=1001&skuIds=1009`). Every one must be in the cart, or nothing is removed.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-lists__cartRemoveQuery".
 */
export interface CartRemoveQuery {
  skuIds: SkuId | [SkuId, ...SkuId[]];
}
/**
 * Query of the coupon, favourite and footprint lists: which page, and how many per page (the drawers ask for page 1 of 10, or of 20 footprints).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-lists__listPageQuery".
 */
export interface ListPageQuery {
  /**
   * Page, from 1.
   */
  pageNumber: string;
  /**
   * Rows per page, 1 to 100.
   */
  pageSize: string;
}
/**
 * JSON body of POST /buyer/order/order/queryList_new.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-lists__orderListRequest".
 */
export interface OrderListRequest {
  /**
   * Page, from 1.
   */
  pageNumber: number;
  /**
   * Orders per page.
   */
  pageSize: number;
  /**
   * Which orders: ALL (every status). The order pages add the other tags.
   */
  tag: 'ALL';
}
/**
 * The SKU of a cart line.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-lists__cartGoodsSku".
 */
export interface CartGoodsSku {
  /**
   * SKU id.
   */
  id: string;
  goodsId: string;
  /**
   * Full name, spec included.
   */
  goodsName: string;
  /**
   * First picture of the goods.
   */
  thumbnail: string | null;
  /**
   * Price in welfare points.
   */
  price: number;
}
/**
 * One line of the cart.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-lists__cartSku".
 */
export interface CartSku {
  goodsSku: CartGoodsSku;
  num: number;
  /**
   * What one unit costs the member now, in points.
   */
  purchasePrice: number;
  /**
   * Ticked for checkout.
   */
  checked: boolean;
}
/**
 * Result of GET /buyer/trade/carts/all: the member's cart, most recently added first.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-lists__cartList".
 */
export interface CartList {
  skuList: CartSku[];
}
/**
 * A line of an order as the order list shows it.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-lists__orderItemSummary".
 */
export interface OrderItemSummary {
  /**
   * Picture of the goods when ordered.
   */
  image: string | null;
  skuId: string;
  goodsId: string;
  /**
   * Name of the goods when ordered.
   */
  name: string;
  num: number;
}
/**
 * An order as the order list shows it.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-lists__orderSummary".
 */
export interface OrderSummary {
  /**
   * Order number.
   */
  sn: string;
  orderStatus: OrderStatus;
  /**
   * When the order was placed (ISO date-time).
   */
  createTime: string;
  /**
   * Cash paid, in yuan with 2 decimals (stored in fen).
   */
  flowPrice: number;
  /**
   * Welfare points paid.
   */
  points: number;
  orderItems: OrderItemSummary[];
}
/**
 * Result of POST /buyer/order/order/queryList_new: a page of the member's orders, newest first.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-lists__orderPage".
 */
export interface OrderPage {
  records: OrderSummary[];
  /**
   * Orders in all pages.
   */
  total: number;
  /**
   * This page's number.
   */
  current: number;
  /**
   * Page size asked for.
   */
  size: number;
  /**
   * Number of pages.
   */
  pages: number;
}
/**
 * A coupon the member may claim.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-lists__coupon".
 */
export interface Coupon {
  id: CouponId;
  couponName: string;
  /**
   * PRICE: `price` yuan off; DISCOUNT: pay `couponDiscount` tenths of the price.
   */
  couponType: 'PRICE' | 'DISCOUNT';
  /**
   * Yuan off (PRICE coupons); null otherwise.
   */
  price: number | null;
  /**
   * The discount in tenths (8.5 means pay 85 per cent; DISCOUNT coupons); null otherwise.
   */
  couponDiscount: number | null;
  /**
   * Minimum order amount in yuan; 0 means none.
   */
  consumeThreshold: number;
  /**
   * What the coupon applies to: everything, some goods, or a category.
   */
  scopeType: 'ALL' | 'PORTION_GOODS' | 'PORTION_GOODS_CATEGORY';
  /**
   * PORTION_GOODS: comma-joined SKU ids; PORTION_GOODS_CATEGORY: the category path as /goodsList?categoryId= takes it; ALL: null.
   */
  scopeId: string | null;
  /**
   * '0' for the platform, else the issuing shop.
   */
  storeId: string;
  storeName: string;
  /**
   * ISO date-time it becomes usable.
   */
  startTime: string;
  /**
   * ISO date-time it expires.
   */
  endTime: string;
}
/**
 * Result of GET /buyer/promotion/coupon: coupons the member may claim now (open, not expired, not sold out, meant for their enterprise, not claimed yet), soonest to expire first.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-lists__couponPage".
 */
export interface CouponPage {
  records: Coupon[];
  total: number;
  current: number;
  size: number;
  pages: number;
}
/**
 * A favourite goods item.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-lists__favorite".
 */
export interface Favorite {
  skuId: string;
  goodsId: string;
  image: string | null;
  /**
   * Current price in points.
   */
  price: number;
  goodsName: string;
}
/**
 * Result of GET /buyer/member/collection/GOODS: the member's favourite goods, newest first.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-lists__favoritePage".
 */
export interface FavoritePage {
  records: Favorite[];
  total: number;
  current: number;
  size: number;
  pages: number;
}
/**
 * A goods item the member viewed. Result of GET /buyer/member/footprint: a list of these, most recent first.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-lists__footprint".
 */
export interface Footprint {
  /**
   * Id of the footprint.
   */
  id: string;
  goodsId: string;
  skuId: string;
  thumbnail: string | null;
  /**
   * Current price in points.
   */
  price: number;
  goodsName: string;
}
/**
 * Body of POST /buyer/trade/carts (form, or JSON): adds `num` of a SKU to the member's cart, on top of what is there already. The side toolbar's drawers add with num 1.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-lists".
 */
export interface CartAddRequest {
  skuId: SkuId;
  /**
   * How many to add, 1 to 999. Form fields arrive as text, so digits are taken as well as a JSON integer.
   */
  num: string | number;
}
/**
 * Query of GET /buyer/message/notice/getNotice.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "notices__noticeQuery".
 */
export interface NoticeQuery {
  /**
   * The notice's id.
   */
  id: string;
}
/**
 * A notice as the lists and the marquee show it.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "notices__notice".
 */
export interface Notice {
  id: string;
  /**
   * Plain text.
   */
  noticeTitle: string;
  noticeType: NoticeType;
  /**
   * The platform of a platform notice; null for an enterprise notice.
   */
  noticeRange: 'HSHSC' | 'DZPT' | null;
  /**
   * Mall time (UTC+8) as `yyyy-MM-dd HH:mm:ss`.
   */
  createTime: string;
  /**
   * Mall time (UTC+8) as `yyyy-MM-dd HH:mm:ss`; lists show its first 10 characters.
   */
  updateTime: string;
}
/**
 * Result of GET /buyer/message/notice/getNotice: the notice with its content.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "notices__noticeDetail".
 */
export interface NoticeDetail {
  id: string;
  noticeTitle: string;
  noticeType: NoticeType;
  noticeRange: 'HSHSC' | 'DZPT' | null;
  createTime: string;
  updateTime: string;
  /**
   * HTML as the operator entered it: sanitise it before showing it.
   */
  content: string;
}
/**
 * Result of GET /buyer/message/notice/getNoticeList: one page of notices, newest first.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "notices__noticePage".
 */
export interface NoticePage {
  records: Notice[];
  /**
   * Notices on every page together.
   */
  total: number;
  /**
   * The page size asked for.
   */
  size: number;
  /**
   * The page answered, from 1.
   */
  current: number;
}
/**
 * Body of POST /buyer/message/popupWindow/getLatestPopup (form or JSON; member only).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "notices__latestPopupRequest".
 */
export interface LatestPopupRequest {
  popupType: PopupType;
  /**
   * 0 first login, 1 any other login, 3 the TH popup; a form body sends it as text.
   */
  popupFrequency: 0 | 1 | 3 | '0' | '1' | '3';
  popupRange: PopupRange;
}
/**
 * Body of POST /buyer/message/popupWindow/getCancelStatus and insertCancelStatus (form or JSON; member only).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "notices__popupIdRequest".
 */
export interface PopupIdRequest {
  /**
   * The popup's id.
   */
  popupId: string;
}
/**
 * Result of getLatestPopup: the newest popup the member may see, or null.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "notices__popup".
 */
export interface Popup {
  id: string;
  /**
   * Plain text.
   */
  popupTitle: string;
  /**
   * HTML as the operator entered it: sanitise it before showing it.
   */
  popupMessage: string;
  popupType: PopupType;
  popupFrequency: 0 | 1 | 3;
  popupRange: PopupRange;
}
/**
 * Query of GET /buyer/message/notice/getNoticeList. Enterprise (EP) notices are those of the caller's enterprise only; a guest gets platform (PF) notices only. Without `noticeType` both kinds come, newest first.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "notices".
 */
export interface NoticeListQuery {
  /**
   * Page to answer, from 1. Defaults to 1.
   */
  pageNumber?: string;
  /**
   * Notices per page, 1 to 100. Defaults to 10.
   */
  pageSize?: string;
  noticeType?: NoticeType;
  noticeRange?: NoticeRange;
}
/**
 * Query of GET /buyer/other/pageData/getIndex.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "pageResult__pageQuery".
 */
export interface PageQuery {
  pageClientType?: 'PC';
  platform: Platform;
  oneId?: string;
  pageType: PageType;
}
/**
 * Result of the page-data calls: the published page of a platform, enterprise and page type, the public page, or a page by id.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "pageResult".
 */
export interface PageResult {
  /**
   * Page id.
   */
  id: string;
  /**
   * The page as JSON text ({"list":[...]}).
   */
  pageData: string;
  /**
   * True when an English version exists.
   */
  isEnglish?: boolean;
  /**
   * Id of the English version.
   */
  idEn?: string | null;
  pageType?: PageType;
  platform?: Platform;
}
/**
 * Body of POST /buyer/member/account/notlogin/forgetPasswordSendCode: send an SMS code (one per phone per 60 s). FORGET_PASSWORD names the member by `username` (the code goes to their stored mobile); REGISTER and YCXK_LOGIN give `phonenumber`. The `uuid` header names the image code in `code`.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "passport-cards__smsCodeRequest".
 */
export interface SmsCodeRequest {
  phonenumber?: PassportCards_Mobile;
  /**
   * Login name of the member whose password is forgotten.
   */
  username?: string;
  function: SmsFunction;
  /**
   * Client: '1' PC, '2' mobile. Defaults to '1'.
   */
  type?: '1' | '2';
  /**
   * The image code.
   */
  code: string;
}
/**
 * Result of sending an SMS code.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "passport-cards__smsCodeSent".
 */
export interface SmsCodeSent {
  /**
   * Where it went, middle four digits masked.
   */
  mobile: string;
  /**
   * Seconds before another code may be sent.
   */
  resendInSeconds: number;
  /**
   * Seconds the code is good for.
   */
  expiresInSeconds: number;
}
/**
 * Body of POST /buyer/member/account/notlogin/checkSendCode: is this the live code? It is not spent (the step that uses it spends it); wrong tries count against it.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "passport-cards__smsCodeCheckRequest".
 */
export interface SmsCodeCheckRequest {
  phonenumber?: PassportCards_Mobile;
  username?: string;
  function: SmsFunction;
  code: PassportCards_SmsCode;
}
/**
 * Body of POST /buyer/member/account/notlogin/getUserContactByLoginName.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "passport-cards__userContactRequest".
 */
export interface UserContactRequest {
  username: string;
}
/**
 * Result of getUserContactByLoginName: where a recovery code would go.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "passport-cards__userContact".
 */
export interface UserContact {
  username: string;
  /**
   * The member's mobile, middle four digits masked.
   */
  mobile: string;
}
/**
 * Body of POST /buyer/member/account/notlogin/resetPassword: a new login password with the FORGET_PASSWORD code sent to the member's mobile. Ends every session of the member.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "passport-cards__resetPasswordRequest".
 */
export interface ResetPasswordRequest {
  username: string;
  code: PassportCards_SmsCode;
  newPassword: PassportCards_EncryptedPassword;
}
/**
 * Body of POST /buyer/member/account/notlogin/anonymous/registerBindCard: sign up by binding an unbound welfare card; the member joins the card's enterprise and is logged in (a TokenPair answers).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "passport-cards__registerBindCardRequest".
 */
export interface RegisterBindCardRequest {
  cardNo: string;
  cardPassword: PassportCards_EncryptedPassword;
  /**
   * Login name: 4 to 32 of digits, letters, - _ . @ or Chinese.
   */
  username: string;
  password: PassportCards_EncryptedPassword;
  nickName?: string;
  phonenumber: PassportCards_Mobile;
  code: PassportCards_SmsCode;
}
/**
 * Body of POST /buyer/passport/member/getCardListByPhone: the disposable cards of a phone, shown to whoever has its YCXK_LOGIN code (which stays live for the login).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "passport-cards__disposableCardListRequest".
 */
export interface DisposableCardListRequest {
  phonenumber: PassportCards_Mobile;
  code: PassportCards_SmsCode;
  /**
   * Only the cards of this enterprise.
   */
  oneId?: string;
}
/**
 * One disposable (YCXK) card of a phone.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "passport-cards__disposableCard".
 */
export interface DisposableCard {
  cardNo: string;
  cardName: string;
  oneId: string;
  enterpriseName: string;
  /**
   * Points left on the card.
   */
  point: number;
  /**
   * Only an ACTIVE card logs in.
   */
  status: 'ACTIVE' | 'USED' | 'FROZEN' | 'EXPIRED';
  /**
   * Expiry (ISO); null: never.
   */
  validUntil: string | null;
}
/**
 * Body of POST /buyer/passport/member/ycxkPhoneLogin: log in as the member of one disposable card of the phone, spending its YCXK_LOGIN code. A TokenPair answers.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "passport-cards__ycxkPhoneLoginRequest".
 */
export interface YcxkPhoneLoginRequest {
  phonenumber: PassportCards_Mobile;
  code: PassportCards_SmsCode;
  cardNo: string;
  oneId?: string;
}
/**
 * Body of POST /buyer/member/account/cardLogin (form or JSON): log in with a welfare card bound to a member. The `uuid` header names the image code the user typed.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "passport-cards".
 */
export interface CardLoginRequest {
  /**
   * Card number: 12 to 19 digits passing the Luhn check.
   */
  cardNo: string;
  password: PassportCards_EncryptedPassword;
  /**
   * The image code.
   */
  code: string;
  /**
   * Enterprise the login page belongs to, when known: a card of another enterprise is refused.
   */
  oneId?: string;
}
/**
 * Result of a login or a token refresh.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "passport__tokenPair".
 */
export interface TokenPair {
  /**
   * Short-lived access token (about 60 minutes), sent in the `accessToken` header.
   */
  accessToken: string;
  /**
   * Refresh token (about twice as long); each one works once and is replaced.
   */
  refreshToken: string;
}
/**
 * Result of GET /buyer/passport/member/getUserInfo: the member as the storefront keeps it (localStorage userInfo).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "passport__userInfo".
 */
export interface UserInfo {
  id: string;
  /**
   * The member's enterprise.
   */
  oneId: string;
  username: string;
  nickName?: string;
  /**
   * Employee number.
   */
  code?: string;
  /**
   * Masked mobile (middle four digits as asterisks).
   */
  mobile?: string;
  /**
   * Welfare point balance.
   */
  point?: number;
  /**
   * '1': must change the login password.
   */
  updatePwd?: '0' | '1';
  /**
   * '1': must set the pay password.
   */
  updatePayPwd?: '0' | '1';
  /**
   * '1': changing the pay password needs an SMS code.
   */
  updatePayPwdWithCode?: '0' | '1';
  /**
   * Time of this login (ISO).
   */
  loginDate?: string;
  /**
   * Time of the login before this one (dealer strip).
   */
  lastLoginDate?: string | null;
  /**
   * Dealer code; set only for dealer members (the dealer variant of the user strip).
   */
  dealerCode?: string | null;
  /**
   * False for fixed accounts that cannot log out.
   */
  canLogout?: boolean;
  /**
   * Which platform entries show: 'HSHSC', 'DZPT' or 'ALL'.
   */
  platformPermission?: string;
}
/**
 * Result of GET /common/common/verify/code/getImageCode: a picture of the code for the `uuid` header.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "passport__imageCode".
 */
export interface ImageCode {
  /**
   * The picture as a data: URL (SVG).
   */
  image: string;
  /**
   * The device uuid the code is kept under.
   */
  uuid?: string;
}
/**
 * Result of GET /buyer/other/enterLoginPageRelations/{id}: how an enterprise's login page looks.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "passport__enterpriseLoginPage".
 */
export interface EnterpriseLoginPage {
  oneId: string;
  /**
   * The `{loginRouteName}` of /login/{loginRouteName}.
   */
  loginRouteName: string;
  enterpriseName?: string;
  logo?: string | null;
  background?: string | null;
  /**
   * Page to show after login.
   */
  pageId?: string | null;
}
/**
 * Body of POST /buyer/passport/member/userLogin (form or JSON). The `uuid` header names the image code the user typed.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "passport".
 */
export interface LoginRequest {
  /**
   * Login name (4-32 of digits, letters, - _ . @ or Chinese).
   */
  username: string;
  /**
   * The password encrypted with the password cipher (AES-256-GCM, key from config/client.json): base64 of iv(12) + ciphertext + tag(16).
   */
  password: string;
  /**
   * The image code.
   */
  code: string;
  /**
   * Enterprise the login page belongs to, when known.
   */
  oneId?: string;
}
/**
 * Result of GET /buyer/goods/goods/{product}/plan/goods and .../market/goodslist: a plan or market with its dates and goods.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "planGoods".
 */
export interface PlanGoods {
  planId?: string | null;
  marketId?: string | null;
  name: string;
  /**
   * 'rush' for a flash sale.
   */
  marketType?: string | null;
  /**
   * ISO date-time the plan or market opens.
   */
  dateStart?: string | null;
  /**
   * ISO date-time it ends.
   */
  dateEnd?: string | null;
  goodsList: Goods[];
}
/**
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "site__siteSettingValue".
 */
export interface SiteSettingValue {
  /**
   * Name shown in the title bar.
   */
  siteName: string;
  /**
   * Logo picture.
   */
  logoImg?: string;
  /**
   * Favicon.
   */
  icon?: string;
  /**
   * Customer service hotline shown in the footer.
   */
  hotline?: string;
  /**
   * Service mailbox shown in the footer.
   */
  serviceEmail?: string;
  /**
   * ICP record number the footer links to the record lookup.
   */
  icpRecord?: string;
}
/**
 * Result of GET /common/common/site. `settingValue` is JSON text of SiteSettingValue.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "site".
 */
export interface SiteSetting {
  /**
   * JSON text: {siteName, logoImg, icon}, the name in the caller's locale.
   */
  settingValue: string;
}

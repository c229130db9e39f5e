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
 * Id of an address, as a path parameter.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "address__addressId".
 */
export type Address_AddressId = string;
/**
 * After-sale number, as a path parameter or in a body.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "after-sale__afterSaleSn".
 */
export type AfterSaleSn = string;
/**
 * RETURN_MONEY: refund only, for an order not yet shipped (paid, to ship, awaiting verification); RETURN_GOODS: return the goods for a refund, and EXCHANGE_GOODS: return them for the same again, for an order shipped or completed (completed: within 15 days).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "after-sale__afterSaleServiceType".
 */
export type AfterSaleServiceType = 'RETURN_MONEY' | 'RETURN_GOODS' | 'EXCHANGE_GOODS';
/**
 * APPLY in review -> PASS approved (a refund only goes straight on to COMPLETE) or REFUSE refused; PASS -> BUYER_RETURN goods sent back -> SELLER_RECEIVE -> COMPLETE refunded or exchanged; CANCEL withdrawn by the member while APPLY or PASS.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "after-sale__afterSaleStatus".
 */
export type AfterSaleStatus =
  | 'APPLY'
  | 'PASS'
  | 'REFUSE'
  | 'BUYER_RETURN'
  | 'SELLER_RECEIVE'
  | 'COMPLETE'
  | 'CANCEL';
/**
 * Status of an order (spec 01 section 3). CANCELLED: cancelled by the member before it shipped; CLOSED: taken back whole through after-sale (every unit refunded).
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
  | 'CANCELLED'
  | 'CLOSED';
/**
 * NEW -> COMMUNICATION (service answered) -> COMPLETE; CANCEL withdrawn by the member before COMPLETE.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "after-sale__complaintStatus".
 */
export type ComplaintStatus = 'NEW' | 'COMMUNICATION' | 'COMPLETE' | 'CANCEL';
/**
 * Where a flexible benefit order stands: chosen and waiting to be sent (UNDELIVERED), sent (DELIVERED), received (COMPLETED), or cancelled by the member while the choice was open (CANCELLED).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefit-orders__benefitOrderStatus".
 */
export type BenefitOrderStatus = 'UNDELIVERED' | 'DELIVERED' | 'COMPLETED' | 'CANCELLED';
/**
 * An order sn or an option id in a path.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefit-orders__benefitOrderKey".
 */
export type BenefitOrders_BenefitOrderKey = string;
/**
 * The plan case's choice window by the server's clock; an offline plan case is CLOSED.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefit-orders__benefitCaseState".
 */
export type BenefitOrders_BenefitCaseState = 'NOT_STARTED' | 'OPEN' | 'CLOSED';
/**
 * Id of a plan case, an option, an address or a family member.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefits__benefitId".
 */
export type Benefits_BenefitId = string;
/**
 * YEAR: a year's choice (/benefitYear); QUARTER: a quarter's (/benefitQuarter).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefits__benefitPeriodKind".
 */
export type Benefits_BenefitPeriodKind = 'YEAR' | 'QUARTER';
/**
 * Where the choice window stands by the server's clock.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefits__benefitPlanCaseState".
 */
export type Benefits_BenefitPlanCaseState = 'NOT_STARTED' | 'OPEN' | 'CLOSED';
/**
 * Status of a flexible-benefit order.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefits__benefitOrderStatus".
 */
export type Benefits_BenefitOrderStatus = 'UNDELIVERED' | 'DELIVERED' | 'COMPLETED' | 'CANCELLED';
/**
 * How the family member is related to the employee.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefits__familyRelation".
 */
export type Benefits_FamilyRelation = 'SPOUSE' | 'CHILD' | 'FATHER' | 'MOTHER' | 'PARENT_IN_LAW';
/**
 * Result of GET /buyer/benefit/planCases: the member's enterprise's online plan cases of one kind, in their order.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefits__benefitPlanCaseList".
 */
export type BenefitPlanCaseList = BenefitPlanCase[];
/**
 * Result of GET /buyer/benefit/family: the member's family members (removed ones left out), the oldest first.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefits__familyMemberList".
 */
export type FamilyMemberList = FamilyMember[];
/**
 * Id of a SKU.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "disposable-card__skuId".
 */
export type DisposableCard_SkuId = string;
/**
 * Order number.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__orderSn".
 */
export type Trade_OrderSn = string;
/**
 * Who the invoice is made out to: BUSINESS (a company, with its taxpayer ID) or INDIVIDUAL (a person).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__invoiceType".
 */
export type InvoiceType = 'BUSINESS' | 'INDIVIDUAL';
/**
 * What the invoice lists: GOODS_DETAIL each goods as ordered, GOODS_CATEGORY their categories.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__invoicePurpose".
 */
export type InvoicePurpose = 'GOODS_DETAIL' | 'GOODS_CATEGORY';
/**
 * The visitor's identity document: ID_CARD (resident identity card, 15 or 18 characters), PASSPORT, HK_MACAO_PERMIT (the mainland travel permit of Hong Kong and Macao residents), TAIWAN_PERMIT (of Taiwan residents).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__visitorDocumentType".
 */
export type VisitorDocumentType = 'ID_CARD' | 'PASSPORT' | 'HK_MACAO_PERMIT' | 'TAIWAN_PERMIT';
/**
 * Result of GET /buyer/disposable-card/orders: the card's orders, newest first.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "disposable-card__disposableCardOrderList".
 */
export type DisposableCardOrderList = DisposableCardOrderSummary[];
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
 * What a message is: a suggestion, a complaint or a question (consultation).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-messages__leaveMessageType".
 */
export type LeaveMessageType = 'SUGGESTION' | 'COMPLAINT' | 'CONSULTATION';
/**
 * A value encrypted with the password cipher (base64); null when the member has none.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-profile__encryptedField".
 */
export type MemberProfile_EncryptedField = string | null;
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
 * A point type of spec 03 section 3. Only MALL is spent at this mall's checkout.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "points__pointClassType".
 */
export type PointClassType =
  | 'MALL'
  | 'REWARDS'
  | 'UNION'
  | 'WELFARE_VOUCHER'
  | 'EPIDEMIC'
  | 'FARMER'
  | 'COOL'
  | 'CHOCOLATE'
  | 'IAP'
  | 'COMMON';
/**
 * NORMAL: usable; FROZEN: held by the enterprise, not usable until released (counted as locked); EXPIRED: past its expiry, counted nowhere.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "points__pointAccountStatus".
 */
export type PointAccountStatus = 'NORMAL' | 'FROZEN' | 'EXPIRED';
/**
 * What a history line is: an order paid, an order cancelled and refunded, an after-sale refund, a grant by the enterprise (an opening balance too), a red packet, the rest of a disposable card forfeited when its one order was paid, and that rest given back when the order was cancelled or refunded in full.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "points__pointHistoryKind".
 */
export type PointHistoryKind =
  | 'ORDER_PAY'
  | 'ORDER_REFUND'
  | 'AFTER_SALE_REFUND'
  | 'GRANT'
  | 'RED_PACKET'
  | 'CARD_FORFEIT'
  | 'CARD_RESTORE';
/**
 * Page, from 1. Defaults to `1`.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "points__pageNumber".
 */
export type Points_PageNumber = string;
/**
 * Lines per page, 1 to 50. Defaults to `10`.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "points__pageSize".
 */
export type Points_PageSize = string;
/**
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "points__pointUseKind".
 */
export type PointUseKind = 'ORDER_PAY' | 'ORDER_REFUND' | 'AFTER_SALE_REFUND';
/**
 * Where a session stands when the server answers: `running` (抢购中), `upcoming` (即将开始), `ended` (已结束).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "seckill__seckillSessionState".
 */
export type SeckillSessionState = 'running' | 'upcoming' | 'ended';
/**
 * A password, encrypted as the login password is (AES-256-GCM, base64).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "security__encryptedPassword".
 */
export type Security_EncryptedPassword = string;
/**
 * What a logged-in member's SMS code is for: PAY_PASSWORD, the pay-password screen.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "security__memberSmsFunction".
 */
export type MemberSmsFunction = 'PAY_PASSWORD';
/**
 * A calendar day in China (UTC+8), YYYY-MM-DD.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "shell-booking__shellDate".
 */
export type ShellBooking_ShellDate = string;
/**
 * A time slot of a service day, HH:mm-HH:mm (09:00-12:00).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "shell-booking__shellBookTime".
 */
export type ShellBooking_ShellBookTime = string;
/**
 * Id of a shell card or of a booking.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "shell-booking__shellId".
 */
export type ShellBooking_ShellId = string;
/**
 * Where an application stands: DRAFT (steps being filled), APPLYING (submitted, under review; cannot be changed), PASSED (the store is open; cannot be changed), REFUSED (may be changed and submitted again).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "store-apply__storeApplyStatus".
 */
export type StoreApplyStatus = 'DRAFT' | 'APPLYING' | 'PASSED' | 'REFUSED';
/**
 * The password, encrypted as the login password is (AES-256-GCM, base64).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__encryptedPassword".
 */
export type Trade_EncryptedPassword = string;
/**
 * `true` ticks, `false` unticks; a form sends the text.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__checkedFlag".
 */
export type Trade_CheckedFlag = boolean | ('true' | 'false');
/**
 * Buy now: units of `skuId` in a query string, 1 to 999.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__buyNowNumText".
 */
export type BuyNowNumText = string;

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
 * Application picks: a grid of application tiles, 6 per row, each a 64x64 logo, the application's name and a one-line description, opening its link (often a partner code such as MT, CDF, TJPT, YYB or FAMILYINFO).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "applicationsSelection".
 */
export interface ApplicationsSelectionOptions {
  head?: BlockHead;
  /**
   * Application tiles, in order, 6 per row. Empty renders nothing.
   *
   * @maxItems 36
   */
  list: ApplicationsSelectionItem[];
}
export interface ApplicationsSelectionItem {
  /**
   * Application name under the logo (also the logo's alternative text).
   */
  name: string;
  /**
   * Application logo, shown at 64x64.
   */
  img: string;
  /**
   * One line under the name; longer text is cut with an ellipsis.
   */
  desc?: string;
  /**
   * Where the tile goes: an internal path, an https URL or a code (MT, CDF, TJPT, YYB, FAMILYINFO...).
   */
  url?: string;
}
/**
 * Application picks, large cards: 4 per row, each a 285x120 picture with the application's name over its lower edge, opening its link (often a partner code such as MT, CDF, TJPT, YYB or FAMILYINFO).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "applicationsSelection1".
 */
export interface ApplicationsSelection1Options {
  head?: BlockHead;
  /**
   * Application cards, in order, 4 per row. Empty renders nothing.
   *
   * @maxItems 24
   */
  list: ApplicationsSelection1Item[];
}
export interface ApplicationsSelection1Item {
  /**
   * Application name written over the picture (also its alternative text).
   */
  name: string;
  /**
   * Card picture, shown at 285x120.
   */
  img: string;
  /**
   * Where the card goes: an internal path, an https URL or a code (MT, CDF, TJPT, YYB, FAMILYINFO...).
   */
  url?: string;
}
/**
 * The background of a custom home page: the colour `bgColor`, optionally under a picture `img` at the top centre of the window (once, or repeated downwards with `repeatY`). It lies fixed behind the page content, takes no room in the page and shows nothing else; with neither a colour nor a picture it renders nothing.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "background".
 */
export interface BackgroundOptions {
  /**
   * Page background colour. Empty means none.
   */
  bgColor?: string | '';
  /**
   * Background picture over the colour (1920 wide). Empty means none.
   */
  img?: string | '';
  /**
   * Repeat the picture down the window (a seamless pattern) instead of showing it once at the top. Defaults to `false`.
   */
  repeatY?: boolean;
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
 * A brand wall: brand logos (160x80) in a grid of 6 per line, at most 18 (three lines), each opening its link. Logos are grey until the pointer or keyboard focus is on them. An empty list renders nothing.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "brandShow".
 */
export interface BrandShowOptions {
  head?: BlockHead;
  /**
   * Brands in order, 6 per line; only the first 18 are shown. An empty list renders nothing.
   *
   * @maxItems 60
   */
  list: BrandShowItem[];
  /**
   * Where 'More' in the title row goes. Defaults to no 'More'.
   */
  moreUrl?: string;
}
export interface BrandShowItem {
  /**
   * Brand name, the logo's alternative text.
   */
  name: string;
  /**
   * Brand logo, 160x80.
   */
  img: string;
  /**
   * Where the logo leads, usually `/goodsList?brandId=<id>`. Defaults to no link.
   */
  url?: string;
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
 * The home page's top row (1200x453): an 830x453 picture carousel with a column of two 350x216 promotion pictures beside it. The carousel advances every 5 seconds, wraps after the last slide and pauses on hover or focus.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "carousel1".
 */
export interface Carousel1Options {
  /**
   * Carousel slides in order, up to 20. An empty list renders nothing.
   *
   * @maxItems 20
   */
  list: Carousel1Item[];
  /**
   * Up to two promotion pictures stacked beside the carousel, 350x216 each. Without any, the carousel stands alone, centred.
   *
   * @maxItems 2
   */
  promoList?: Carousel1Promo[];
  /**
   * Advance by itself every 5000 ms, wrapping to the first slide after the last. Defaults to `true`.
   */
  autoplay?: boolean;
}
export interface Carousel1Item {
  /**
   * Slide picture, 830x453.
   */
  img: string;
  /**
   * Where a click on the slide goes. Empty means not clickable.
   */
  url?: string;
  /**
   * Alternative text of the picture. Defaults to `cateModelName`, then the block name.
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
export interface Carousel1Promo {
  /**
   * Promotion picture, 350x216.
   */
  img: string;
  /**
   * Where a click on the picture goes. Empty means not clickable.
   */
  url?: string;
  /**
   * Alternative text of the picture. Defaults to the block name.
   */
  title?: string;
}
/**
 * A 990x453 picture carousel with the member's 200 px panel beside it: greeting with the nickname, points balance in the enterprise's points wording, links to the points account and orders (a guest sees a log-in link). The carousel advances every 5 seconds, wraps after the last slide and pauses on hover or focus.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "carousel2".
 */
export interface Carousel2Options {
  /**
   * Carousel slides in order, up to 20. An empty list renders nothing.
   *
   * @maxItems 20
   */
  list: Carousel2Item[];
  /**
   * Advance by itself every 5000 ms, wrapping to the first slide after the last. Defaults to `true`.
   */
  autoplay?: boolean;
}
export interface Carousel2Item {
  /**
   * Slide picture, 990x453.
   */
  img: string;
  /**
   * Where a click on the slide goes. Empty means not clickable.
   */
  url?: string;
  /**
   * Alternative text of the picture. Defaults to `cateModelName`, then the block name.
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
 * A full-width 1200x453 picture carousel with a strip of 120x45 thumbnails under it, one per slide (up to 8). It advances every 5 seconds, wraps after the last slide and pauses on hover or focus; a thumbnail shows its slide on click or hover.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "carousel3".
 */
export interface Carousel3Options {
  /**
   * Carousel slides in order, up to 8 (one thumbnail each). An empty list renders nothing.
   *
   * @maxItems 8
   */
  list: Carousel3Item[];
  /**
   * Advance by itself every 5000 ms, wrapping to the first slide after the last. Defaults to `true`.
   */
  autoplay?: boolean;
}
export interface Carousel3Item {
  /**
   * Slide picture, 1200x453.
   */
  img: string;
  /**
   * Where a click on the slide goes. Empty means not clickable.
   */
  url?: string;
  /**
   * Alternative text of the picture. Defaults to `cateModelName`, then the block name.
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
 * An 830x453 picture carousel with a strip of text tabs under it naming each slide (up to 8). It advances every 5 seconds, wraps after the last slide and pauses on hover or focus; a tab shows its slide on click or hover.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "carousel4".
 */
export interface Carousel4Options {
  /**
   * Carousel slides in order, up to 8 (one tab each). An empty list renders nothing.
   *
   * @maxItems 8
   */
  list: Carousel4Item[];
  /**
   * Advance by itself every 5000 ms, wrapping to the first slide after the last. Defaults to `true`.
   */
  autoplay?: boolean;
}
export interface Carousel4Item {
  /**
   * Slide picture, 830x453.
   */
  img: string;
  /**
   * Where a click on the slide goes. Empty means not clickable.
   */
  url?: string;
  /**
   * Alternative text of the picture. Defaults to `cateModelName`, then the block name.
   */
  title?: string;
  /**
   * Category model the slide links to.
   */
  cateModelId?: string;
  /**
   * Name of that category model; the text of the slide's tab. Defaults to `title`, then 'slide n'.
   */
  cateModelName?: string;
}
/**
 * The home page's top row (1200x453): a 370 px list of up to 12 categories on the left and an 830x453 picture carousel beside it. The carousel advances every 5 seconds, wraps after the last slide and pauses on hover or focus.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "carousel5".
 */
export interface Carousel5Options {
  /**
   * Carousel slides in order, up to 20. An empty list renders nothing.
   *
   * @maxItems 20
   */
  list: Carousel5Item[];
  /**
   * Categories listed beside the carousel, in order, up to 12. Without any, the carousel stands alone, centred.
   *
   * @maxItems 12
   */
  navList?: Carousel5NavItem[];
  /**
   * Advance by itself every 5000 ms, wrapping to the first slide after the last. Defaults to `true`.
   */
  autoplay?: boolean;
}
export interface Carousel5Item {
  /**
   * Slide picture, 830x453.
   */
  img: string;
  /**
   * Where a click on the slide goes. Empty means not clickable.
   */
  url?: string;
  /**
   * Alternative text of the picture. Defaults to `cateModelName`, then the block name.
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
export interface Carousel5NavItem {
  /**
   * Category name shown in the list.
   */
  name: string;
  /**
   * Where the category leads, usually `/goodsList?categoryId=...`. Empty means not clickable.
   */
  url?: string;
}
/**
 * The good-life mall's category showcase: a row of category tabs (name, optional 24x24 icon) and, for the active tab, a panel of up to 12 sub-categories (100x100 picture and name, 6 per row) with a link to the whole category. Tabs switch on hover, click and arrow keys.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "classifyShow".
 */
export interface ClassifyShowOptions {
  head?: BlockHead;
  /**
   * Category tabs, in order. The first one is active at first; tabs without sub-categories are left out.
   *
   * @maxItems 10
   */
  navList: ClassifyShowTab[];
}
export interface ClassifyShowTab {
  /**
   * Category name on the tab.
   */
  name: string;
  /**
   * Icon before the name, shown at 24x24. Defaults to none.
   */
  img?: string;
  /**
   * The whole category, e.g. `/goodsList?categoryId=1,2,3`; the panel's 'view all' link. Defaults to none (no such link).
   */
  url?: string;
  /**
   * Sub-categories shown in the tab's panel, 6 per row.
   *
   * @maxItems 12
   */
  list: ClassifyShowCategory[];
}
export interface ClassifyShowCategory {
  /**
   * Sub-category name under the picture (also its alternative text).
   */
  name: string;
  /**
   * Sub-category picture, shown at 100x100.
   */
  img: string;
  /**
   * The sub-category's goods, e.g. `/goodsList?categoryId=101`.
   */
  url?: string;
}
/**
 * A custom page's category navigation: a 44 px band of `bgColor` with the nav items in the 1200 px page column, white text by default. An item with children opens a panel of its child categories on hover or keyboard focus; Escape or leaving it closes the panel. In custom-page mode the storefront shows it in the site header instead of its own navigation.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "customCateNav".
 */
export interface CustomCateNavOptions {
  /**
   * Nav items, left to right; only the first 12 are shown (they fill the 1200 px bar). An empty list renders nothing.
   *
   * @maxItems 30
   */
  navList: CustomCateNavItem[];
  /**
   * Colour of the bar. Defaults to the brand red `#e4393c`.
   */
  bgColor?: string;
  /**
   * Colour of the item labels in the bar. Defaults to white.
   */
  textColor?: string;
}
export interface CustomCateNavItem {
  /**
   * Label in the bar.
   */
  name: string;
  /**
   * Where the item goes. Without it, an item with children only opens its panel.
   */
  url?: string;
  /**
   * Child categories listed in the item's hover panel. Defaults to none (no panel).
   *
   * @maxItems 40
   */
  children?: CustomCateNavChild[];
}
export interface CustomCateNavChild {
  /**
   * Label in the panel.
   */
  name: string;
  /**
   * Where a click goes: an internal path (`/goodsList?categoryId=1,2,3`), an external https URL, a special code (CDF, MT, MTDD, WPH, JL, DFFL*, KuDui_*, YYB, TJPT, FAMILYINFO) or a platform switch (PC-HSH, PC-DZPT). Empty means not clickable. `javascript:`, `data:` and `vbscript:` are refused.
   */
  url?: string;
}
/**
 * A custom page's two-level category navigation: the first-level items as a 44 px row of tabs on `bgColor`, and under it a 40 px row with the links of the selected item's children (the first item is selected at first). 84 px high in all, in the 1200 px page column.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "customCateNavTwo".
 */
export interface CustomCateNavTwoOptions {
  /**
   * First-level items (tabs), left to right; only the first 10 are shown. An empty list renders nothing.
   *
   * @maxItems 30
   */
  navList: CustomCateNavTwoItem[];
  /**
   * Colour of the tab row. Defaults to the brand red `#e4393c`.
   */
  bgColor?: string;
  /**
   * Colour of the second row. Defaults to white.
   */
  subBgColor?: string;
}
export interface CustomCateNavTwoItem {
  /**
   * Tab label.
   */
  name: string;
  /**
   * When set, the second row starts with an 'All' link going here.
   */
  url?: string;
  /**
   * Second-level links shown in the second row while the tab is selected; only the first 12 are shown. Defaults to none.
   *
   * @maxItems 40
   */
  children?: CustomCateNavTwoChild[];
}
export interface CustomCateNavTwoChild {
  /**
   * Link label.
   */
  name: string;
  /**
   * Where a click goes: an internal path (`/goodsList?categoryId=1,2,3`), an external https URL, a special code (CDF, MT, MTDD, WPH, JL, DFFL*, KuDui_*, YYB, TJPT, FAMILYINFO) or a platform switch (PC-HSH, PC-DZPT). Empty means not clickable. `javascript:`, `data:` and `vbscript:` are refused.
   */
  url?: string;
}
/**
 * A custom page's footer in the 1200 px page column: up to 5 columns of up to 6 links each, an optional contact line (hotline, service hours, service mailbox) and a copyright line; 300 px high when all are set. In custom-page mode the storefront shows it instead of the site footer. With no links, contact or copyright it renders nothing.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "customFooter".
 */
export interface CustomFooterOptions {
  /**
   * Link columns, left to right; only the first 5 are shown. Defaults to none.
   *
   * @maxItems 20
   */
  columns?: CustomFooterColumn[];
  /**
   * Customer hotline number shown in the contact line. Defaults to none.
   */
  hotline?: string;
  /**
   * Service hours shown in the contact line, e.g. `周一至周五 9:00-17:00`. Defaults to none.
   */
  serviceHours?: string;
  /**
   * Service mailbox text shown in the contact line. Defaults to none.
   */
  mailbox?: string;
  /**
   * Copyright line at the bottom. Defaults to none.
   */
  copyright?: string;
  /**
   * Background of the footer. Defaults to light grey `#f5f5f5`.
   */
  bgColor?: string;
}
export interface CustomFooterColumn {
  /**
   * Column heading.
   */
  title: string;
  /**
   * Links under the heading; only the first 6 are shown.
   *
   * @maxItems 30
   */
  links: CustomFooterLink[];
}
export interface CustomFooterLink {
  /**
   * Link text.
   */
  name: string;
  /**
   * Where a click goes: an internal path (`/goodsList?categoryId=1,2,3`), an external https URL, a special code (CDF, MT, MTDD, WPH, JL, DFFL*, KuDui_*, YYB, TJPT, FAMILYINFO) or a platform switch (PC-HSH, PC-DZPT). Empty means not clickable. `javascript:`, `data:` and `vbscript:` are refused.
   */
  url?: string;
}
/**
 * A custom page's compact footer, centred in the 1200 px page column: an optional 160x48 logo, one row of up to 10 links separated by dividers and a copyright line; 160 px high when all are set. In custom-page mode the storefront shows it instead of the site footer. With no logo, links or copyright it renders nothing.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "customFooter1".
 */
export interface CustomFooter1Options {
  /**
   * Links of the row; only the first 10 are shown. Defaults to none.
   *
   * @maxItems 30
   */
  links?: CustomFooter1Link[];
  /**
   * Logo picture, 160x48, above the links. Defaults to none.
   */
  logo?: string;
  /**
   * Alternative text of the logo. Defaults to the catalogue's 'Mall logo'.
   */
  logoAlt?: string;
  /**
   * Where the logo goes; not clickable when empty.
   */
  logoUrl?: string;
  /**
   * Copyright line under the links. Defaults to none.
   */
  copyright?: string;
  /**
   * Background of the footer. Defaults to light grey `#f5f5f5`.
   */
  bgColor?: string;
}
export interface CustomFooter1Link {
  /**
   * Link text.
   */
  name: string;
  /**
   * Where a click goes: an internal path (`/goodsList?categoryId=1,2,3`), an external https URL, a special code (CDF, MT, MTDD, WPH, JL, DFFL*, KuDui_*, YYB, TJPT, FAMILYINFO) or a platform switch (PC-HSH, PC-DZPT). Empty means not clickable. `javascript:`, `data:` and `vbscript:` are refused.
   */
  url?: string;
}
/**
 * A row of 2 to 4 equal advert pictures 200 px high across the 1200 px column (2 x 588, 3 x 384 or 4 x 282, 24 px apart), each opening its link, with an optional discount caption on its corner (e.g. 满199减50). A single picture fills the row; an empty list renders nothing.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "discountAdvert".
 */
export interface DiscountAdvertOptions {
  /**
   * Pictures from left to right, all shown at the same size. An empty list renders nothing.
   *
   * @maxItems 4
   */
  list: DiscountAdvertItem[];
}
export interface DiscountAdvertItem {
  /**
   * Picture, 200 px high: 588 wide in a row of two, 384 of three, 282 of four.
   */
  img: string;
  /**
   * Where a click on the picture goes.
   */
  url?: string;
  /**
   * Alternative text of the picture. Defaults to the block name.
   */
  title?: string;
  /**
   * Discount caption on the picture's lower left corner, e.g. 满199减50. Defaults to none.
   */
  discount?: string;
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
 * A picture (120x120 by default) floating at the left or right side of the window, a `top` distance from its top edge, opening its link; its close button removes it for the rest of the visit. It takes no room in the page. Without a picture it renders nothing.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "floatingLayer".
 */
export interface FloatingLayerOptions {
  /**
   * The floating picture. Defaults to none (nothing is shown).
   */
  img?: string;
  /**
   * Where a click goes: an internal path (`/goodsList?categoryId=1,2,3`), an external https URL, a special code (CDF, MT, MTDD, WPH, JL, DFFL*, KuDui_*, YYB, TJPT, FAMILYINFO) or a platform switch (PC-HSH, PC-DZPT). Empty means not clickable. `javascript:`, `data:` and `vbscript:` are refused.
   */
  url?: string;
  /**
   * Alternative text of the picture. Defaults to the block name.
   */
  title?: string;
  /**
   * Side of the window the picture floats at. Defaults to `right`.
   */
  position?: 'left' | 'right';
  /**
   * Distance from the top of the window, in px. Defaults to `200`.
   */
  top?: number;
  /**
   * Width of the picture, in px. Defaults to `120`.
   */
  width?: number;
  /**
   * Height of the picture, in px. Defaults to `120`.
   */
  height?: number;
}
/**
 * A vertical menu floating at the right edge of the window: up to 6 entries, each a 40x40 icon with its name, and a close button that removes it for the rest of the visit. Centred vertically unless `top` is set. It takes no room in the page. Without entries it renders nothing.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "floatingLayer1".
 */
export interface FloatingLayer1Options {
  /**
   * Menu entries, top to bottom; only the first 6 are shown.
   *
   * @maxItems 20
   */
  list: FloatingLayer1Item[];
  /**
   * Distance from the top of the window, in px. Defaults to centring the menu vertically.
   */
  top?: number;
  /**
   * Background of the menu. Defaults to white.
   */
  bgColor?: string;
}
export interface FloatingLayer1Item {
  /**
   * Label under the icon.
   */
  name: string;
  /**
   * Icon picture, shown at 40x40.
   */
  img: string;
  /**
   * Where a click goes: an internal path (`/goodsList?categoryId=1,2,3`), an external https URL, a special code (CDF, MT, MTDD, WPH, JL, DFFL*, KuDui_*, YYB, TJPT, FAMILYINFO) or a platform switch (PC-HSH, PC-DZPT). Empty means not clickable. `javascript:`, `data:` and `vbscript:` are refused.
   */
  url?: string;
}
/**
 * A goods showcase the operator fills freely (自选商品): a title row and at most 8 goods, 4 per row, each with picture, name, price and struck market price. The goods listed here, or else the goods of a plan or market.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "freeGoodsShow".
 */
export interface FreeGoodsShowOptions {
  head?: BlockHead;
  /**
   * Plan whose goods are shown when there is no `list`; clicks check it first.
   */
  planId?: string;
  /**
   * Market whose goods are shown when there is no `list`; clicks check it first.
   */
  marketId?: string;
  /**
   * Goods picked by the operator; only the first 8 are shown. Defaults to the plan's or market's goods.
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
 * A goods showcase with a feature picture: a 285x600 advert on the left that opens its link, and at most 6 goods in a 3x2 grid on the right. The goods listed here, or else the goods of a plan or market.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "freeGoodsShow1".
 */
export interface FreeGoodsShow1Options {
  head?: BlockHead;
  /**
   * Feature picture on the left, 285x600.
   */
  img: string;
  /**
   * Where the feature picture goes; not clickable when empty.
   */
  url?: string;
  /**
   * Alternative text of the feature picture. Defaults to the head title, then the block name.
   */
  imgTitle?: string;
  /**
   * Plan whose goods are shown when there is no `list`; clicks check it first.
   */
  planId?: string;
  /**
   * Market whose goods are shown when there is no `list`; clicks check it first.
   */
  marketId?: string;
  /**
   * Goods picked by the operator; only the first 6 are shown. Defaults to the plan's or market's goods.
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
 * A goods floor: a coloured title band and at most 10 goods, 5 per row, in compact cards (180x180 picture, name on one line, price). The goods listed here, or else the goods of a plan or market.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "freeGoodsShow2".
 */
export interface FreeGoodsShow2Options {
  head?: BlockHead;
  /**
   * Plan whose goods are shown when there is no `list`; clicks check it first.
   */
  planId?: string;
  /**
   * Market whose goods are shown when there is no `list`; clicks check it first.
   */
  marketId?: string;
  /**
   * Goods picked by the operator; only the first 10 are shown. Defaults to the plan's or market's goods.
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
 * The good-life mall's brand show: one featured brand (a 390x260 picture with the brand's name and slogan) and beside it a grid of up to 8 brand logos (160x80, 4 per line, two lines). Renders nothing when it has neither a featured brand nor logos.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "goodLifeBrandShow".
 */
export interface GoodLifeBrandShowOptions {
  head?: BlockHead;
  featured?: GoodLifeFeaturedBrand;
  /**
   * Brand logos in order, 4 per line; only the first 8 are shown. Defaults to none.
   *
   * @maxItems 40
   */
  list?: GoodLifeBrandItem[];
}
/**
 * The featured brand at the left. Defaults to none (the logos take the whole width).
 */
export interface GoodLifeFeaturedBrand {
  /**
   * Brand name, shown on the picture and used as its alternative text.
   */
  name: string;
  /**
   * One line under the name. Defaults to none.
   */
  slogan?: string;
  /**
   * Brand picture, 390x260.
   */
  img: string;
  /**
   * Where the picture leads. Defaults to no link.
   */
  url?: string;
}
export interface GoodLifeBrandItem {
  /**
   * Brand name, the logo's alternative text.
   */
  name: string;
  /**
   * Brand logo, 160x80.
   */
  img: string;
  /**
   * Where the logo leads, usually `/goodsList?brandId=<id>`. Defaults to no link.
   */
  url?: string;
}
/**
 * The good-life mall's (HSHSC) home carousel: a 1200x453 picture on a full-width warm band that takes each slide's background colour, with round orange arrows and dots. It advances every 5 seconds, wraps after the last slide and pauses on hover or focus.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "goodLifeCarousel".
 */
export interface GoodLifeCarouselOptions {
  /**
   * Carousel slides in order, up to 10. An empty list renders nothing.
   *
   * @maxItems 10
   */
  list: GoodLifeCarouselItem[];
  /**
   * Advance by itself every 5000 ms, wrapping to the first slide after the last. Defaults to `true`.
   */
  autoplay?: boolean;
}
export interface GoodLifeCarouselItem {
  /**
   * Slide picture, 1200x453.
   */
  img: string;
  /**
   * Where a click on the slide goes. Empty means not clickable.
   */
  url?: string;
  /**
   * Alternative text of the picture. Defaults to `cateModelName`, then the block name.
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
  /**
   * Colour of the full-width band while this slide shows, matching the picture's edges. Defaults to the good-life cream `#fff3e3`.
   */
  bgColor?: string;
}
/**
 * The good-life mall's goods showcase: tabs, each showing at most 8 goods (two rows of four) from its own list or from its plan or market. No tab bar with one tab.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "goodLifeGoodsShow".
 */
export interface GoodLifeGoodsShowOptions {
  head?: BlockHead;
  /**
   * Where 'More' goes; no link when empty.
   */
  moreUrl?: string;
  /**
   * Tabs, left to right; the first is open at first.
   *
   * @minItems 1
   * @maxItems 8
   */
  navList: [GoodLifeGoodsShowTab, ...GoodLifeGoodsShowTab[]];
}
export interface GoodLifeGoodsShowTab {
  /**
   * Tab label.
   */
  title: string;
  /**
   * Plan whose goods the tab shows when it has no `list`.
   */
  planId?: string;
  /**
   * Market whose goods the tab shows when it has neither `list` nor `planId`.
   */
  marketId?: string;
  /**
   * Goods picked by the operator; only the first 8 are shown.
   *
   * @maxItems 50
   */
  list?: Goods[];
}
/**
 * The good-life mall's points search: a title row with the member's points balance and a 'my points' button, above point ranges shown as big rounded cards with an icon, 6 per line (at most 12, two lines of 96 px). Each card opens the goods list filtered by price in points. An enterprise may replace the title, rename the points or hide the button; a guest sees no balance and no button. An empty list renders nothing.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "goodLifePointSearch".
 */
export interface GoodLifePointSearchOptions {
  /**
   * Title of the block. Defaults to the catalogue's 'Shop by points' (按积分选购).
   */
  pointTitle?: string;
  /**
   * Smaller text beside the title. Defaults to none.
   */
  secondTitle?: string;
  /**
   * Point ranges in order, 6 per line; each opens `/goodsList?minPrice=<min>&maxPrice=<max>`. An empty list renders nothing.
   *
   * @maxItems 12
   */
  list: GoodLifePointRange[];
}
export interface GoodLifePointRange {
  /**
   * Text of the card. Defaults to `<min>-<max>`, or `<min>+` without a maximum.
   */
  name?: string;
  /**
   * Lowest price in points, included.
   */
  min: number;
  /**
   * Highest price in points, included. Defaults to no upper limit.
   */
  max?: number;
  /**
   * Icon of the card, 48x48. Defaults to a gold points coin.
   */
  icon?: string;
  /**
   * Background of the card. Defaults to a light warm tint.
   */
  bgColor?: string;
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
 * A goods list for special pages: at most 8 rows, each a horizontal card with a 200x200 picture, the name, the plan name, the price and struck market price, and a 'Buy now' button. The goods listed here, or else the goods of a plan or market.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "goodsList1".
 */
export interface GoodsList1Options {
  head?: BlockHead;
  /**
   * Plan whose goods are listed when there is no `list`; clicks check it first.
   */
  planId?: string;
  /**
   * Market whose goods are listed when there is no `list`; clicks check it first.
   */
  marketId?: string;
  /**
   * Goods picked by the operator; only the first 8 are listed. Defaults to the plan's or market's goods.
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
 * Hot adverts in one 1200 px row: the first picture large (590x300) on the left, up to four more small (290x145, two lines of two) on the right, each opening its link. An optional title row sits above. An empty list renders nothing.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "hotAdvert".
 */
export interface HotAdvertOptions {
  head?: BlockHead;
  /**
   * Pictures in order: the first is the large one, the next four the small ones (left to right, top to bottom). An empty list renders nothing.
   *
   * @maxItems 5
   */
  list: HotAdvertItem[];
}
export interface HotAdvertItem {
  /**
   * Picture: 590x300 for the first, 290x145 for the others.
   */
  img: string;
  /**
   * Where a click on the picture goes.
   */
  url?: string;
  /**
   * Alternative text of the picture. Defaults to the block name.
   */
  title?: string;
}
/**
 * Hot columns: up to 3 ranking columns side by side, each with its title, an optional 'More' link and its first 5 goods ranked 1 to 5 (small picture, name, price).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "hotColumn".
 */
export interface HotColumnOptions {
  head?: BlockHead;
  /**
   * The columns, left to right. A column without goods is left out.
   *
   * @maxItems 3
   */
  list: HotColumnRanking[];
}
export interface HotColumnRanking {
  /**
   * Title of the column, e.g. 'Food ranking'.
   */
  title: string;
  /**
   * Where the column's 'More' goes; no link when empty.
   */
  moreUrl?: string;
  /**
   * Background of the column's title row. Defaults to a light brand tint.
   */
  bgColor?: string;
  /**
   * Goods in rank order; only the first 5 are shown.
   *
   * @maxItems 20
   */
  goodsList: Goods[];
}
/**
 * A hot list: goods in one row, 5 per view, each with its rank badge (TOP1, TOP2...); previous/next buttons page by 5. The goods listed here, or else the goods of a plan or market.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "hotShow".
 */
export interface HotShowOptions {
  head?: BlockHead;
  /**
   * Plan whose goods are ranked when there is no `list`.
   */
  planId?: string;
  /**
   * Market whose goods are ranked when there is neither `list` nor `planId`.
   */
  marketId?: string;
  /**
   * Goods in rank order, picked by the operator; shown 5 per view.
   *
   * @maxItems 50
   */
  list?: Goods[];
  /**
   * Where 'More' goes; no link when empty.
   */
  moreUrl?: string;
  /**
   * Show the TOP1, TOP2... badges. Defaults to `true`.
   */
  showRank?: boolean;
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
 * Icon entries without tabs: large round icons (80x80), up to 10 per row and at most 2 rows; with more, a 'more' toggle shows the rest. Hidden icons (`isShow: false`) are left out; offline ones (`onLine: false`) say 'not available yet' and are not clickable; an icon with `modalContent` asks first.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "iconZone1".
 */
export interface IconZone1Options {
  head?: BlockHead;
  /**
   * Icons, in order. None visible renders nothing.
   *
   * @maxItems 60
   */
  list: IconZone1Item[];
}
export interface IconZone1Item {
  /**
   * Label under the icon (also the icon's alternative text).
   */
  name: string;
  /**
   * Icon picture, shown in an 80x80 circle.
   */
  img: string;
  /**
   * Where a click goes: an internal path (`/goodsList?categoryId=1,2,3`), an external https URL, a special code (CDF, MT, MTDD, WPH, JL, DFFL*, KuDui_*, YYB, TJPT, FAMILYINFO) or a platform switch (PC-HSH, PC-DZPT). Empty means not clickable. `javascript:`, `data:` and `vbscript:` are refused.
   */
  url?: string;
  /**
   * Background of the circle behind the icon.
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
   * False shows the icon greyed out with 'not available yet', not clickable. Defaults to `true`.
   */
  onLine?: boolean;
  /**
   * Second line under the label (when there is no price).
   */
  subName?: string;
  /**
   * Price shown under the label.
   */
  price?: number;
  /**
   * Unit after the price. Defaults to the welfare points wording.
   */
  priceUnit?: string;
  /**
   * Product picture shown in the circle instead of the icon.
   */
  productImage?: string;
}
/**
 * 'Points not enough': a 64 px band for members whose points balance is below a threshold, showing the balance, a message (points plus cash) and a button to the goods. Members only; renders nothing when the balance reaches the threshold or is unknown (preview notes it). It shows no goods: a block saved with goods tabs (`list`, `navList`, as lilishop's '还没逛够' is) is refused field by field rather than shown as a band.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "notEnough".
 */
export interface NotEnoughOptions {
  /**
   * Message in the band. Defaults to the catalogue's 'Not enough points? Pay the rest in cash' (积分不足？积分+现金 组合支付).
   */
  message?: string;
  /**
   * Text of the button. Defaults to the catalogue's 'Go shopping' (去逛逛).
   */
  buttonText?: string;
  /**
   * Where the button goes. Defaults to `/goodsList`.
   */
  url?: string;
  /**
   * The band shows while the member's points are below this. Defaults to `100`.
   */
  threshold?: number;
  /**
   * Background of the band. Defaults to a light warm tint.
   */
  bgColor?: string;
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
 * The home announcements panel: a titled box with at most 3 notices (title and date, one 40 px line each) and a 'More' link to the notice list. An empty list keeps the box and says 'no announcements yet'.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "noticeShow1".
 */
export interface NoticeShow1Options {
  head?: BlockHead;
  /**
   * Notices, newest first; only the first 3 are shown. An empty list shows the 'no announcements yet' text.
   *
   * @maxItems 50
   */
  list: NoticeShow1Item[];
  /**
   * Where 'More' goes. Defaults to `/notice`.
   */
  moreUrl?: string;
}
export interface NoticeShow1Item {
  /**
   * Notice id; when set and no url is given, the notice links to /notice/detail?id=.
   */
  id?: string;
  /**
   * Title of the notice, on one line.
   */
  title: string;
  /**
   * Where a click goes: an internal path (`/goodsList?categoryId=1,2,3`), an external https URL, a special code (CDF, MT, MTDD, WPH, JL, DFFL*, KuDui_*, YYB, TJPT, FAMILYINFO) or a platform switch (PC-HSH, PC-DZPT). Empty means not clickable. `javascript:`, `data:` and `vbscript:` are refused.
   */
  url?: string;
  /**
   * When the notice was published, `yyyy-MM-dd` optionally followed by a time (`2027-01-15 10:00:00` or ISO); its date is shown at the right. Defaults to no date.
   */
  createTime?: string;
}
/**
 * The points search bar (one 72 px band in the page column): a title, up to 8 point-range chips that open the goods list filtered by price in points, and on the right the member's points balance with a 'my points' button. An enterprise may replace the title, rename the points or hide the button; a guest sees no balance and no button. An empty list renders nothing.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "pointSearch".
 */
export interface PointSearchOptions {
  /**
   * Title at the left of the bar. Defaults to the catalogue's 'Shop by points' (按积分选购).
   */
  pointTitle?: string;
  /**
   * Point ranges, left to right; each opens `/goodsList?minPrice=<min>&maxPrice=<max>`. An empty list renders nothing.
   *
   * @maxItems 8
   */
  list: PointSearchRange[];
  /**
   * Background of the bar. Defaults to white.
   */
  bgColor?: string;
}
export interface PointSearchRange {
  /**
   * Text of the chip. Defaults to `<min>-<max>`, or `<min>+` without a maximum.
   */
  name?: string;
  /**
   * Lowest price in points, included.
   */
  min: number;
  /**
   * Highest price in points, included. Defaults to no upper limit.
   */
  max?: number;
}
/**
 * Advert pictures of a special page across the full 1200 px column: 1 to 3 equal pictures per row (1200, 588 or 384 wide, 24 px apart), rows of `imgHeight` px (300 by default), each picture opening its link. An empty list renders nothing.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "specialAdvert".
 */
export interface SpecialAdvertOptions {
  /**
   * Pictures in reading order, filling the rows left to right. An empty list renders nothing.
   *
   * @maxItems 12
   */
  list: SpecialAdvertItem[];
  /**
   * Pictures per row. Defaults to the number of pictures, at most 3.
   */
  columns?: number;
  /**
   * Height of every picture in px at the full 1200 px column. Defaults to `300`.
   */
  imgHeight?: number;
}
export interface SpecialAdvertItem {
  /**
   * Picture, `imgHeight` high and as wide as its column (1200, 588 or 384).
   */
  img: string;
  /**
   * Where a click on the picture goes.
   */
  url?: string;
  /**
   * Alternative text of the picture. Defaults to the block name.
   */
  title?: string;
}
/**
 * Special discount goods: up to 5 goods in one row, each with a discount tag (e.g. '7.5折' / '25% off') when its market price is higher than its price. Goods of a plan or market show a countdown to its end in the title row, ticking each second; the end text at zero.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "specialDiscount".
 */
export interface SpecialDiscountOptions {
  head?: BlockHead;
  /**
   * Plan whose goods (and end date) are shown when there is no `list`.
   */
  planId?: string;
  /**
   * Market whose goods (and end date) are shown when there is neither `list` nor `planId`.
   */
  marketId?: string;
  /**
   * Goods picked by the operator (no countdown); only the first 5 are shown.
   *
   * @maxItems 50
   */
  list?: Goods[];
  /**
   * Where 'More' goes; no link when empty.
   */
  moreUrl?: string;
  /**
   * Shown when the countdown reaches zero. Defaults to 'activity ended'.
   */
  endText?: string;
}
/**
 * Hot zones of a special page: a picture scaled to the 1200 px column (1200x400 by default) with rectangular clickable areas, placed in percent of the picture, each opening its link. A zone whose link contains `countdown` shows a 3-digit days counter to the link's `date` query; a zone whose link has `planCaseUseTo=2` and a `content` text asks for confirmation first, as the home page's hot zones do.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "specialHotZonesShow".
 */
export interface SpecialHotZonesShowOptions {
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
   * Clickable areas, positioned in percent of the picture. An area without a link is not clickable.
   *
   * @maxItems 50
   */
  list: SpecialHotZone[];
}
export interface SpecialHotZone {
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
   * Name of the area, read by screen readers. Defaults to the picture's name and the area's number.
   */
  title?: string;
  /**
   * Confirmation text shown before following a `planCaseUseTo=2` link: OK goes to `/familyInfo` when the link has `familyInfo=1`, else follows the link; Cancel follows the link only when it has `familyInfo=1`.
   */
  content?: string;
}
/**
 * The background of a special zone page: with `isImg`, the picture `background` at the top centre of the window, not repeated (over `fromColor` when set); otherwise a vertical gradient from `fromColor` to `toColor`. It lies fixed behind the page content, takes no room in the page and shows nothing else; with neither a picture nor a colour it renders nothing.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "specialImg".
 */
export interface SpecialImgOptions {
  /**
   * Show the picture `background` instead of the gradient. Defaults to `false`.
   */
  isImg?: boolean;
  /**
   * Background picture (1920 wide), used when `isImg` is true. Empty means none.
   */
  background?: string | '';
  /**
   * Top colour of the gradient; under a picture, the colour around and below it. Empty means none.
   */
  fromColor?: string | '';
  /**
   * Bottom colour of the gradient. Defaults to `fromColor` (a plain colour).
   */
  toColor?: string | '';
}
/**
 * The advert at the top of the special-offer page: a 1200x400 picture with an optional title and subtitle over its left side and, when it has a link, a call-to-action button; the whole picture opens the link.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "specialOfferAdvert".
 */
export interface SpecialOfferAdvertOptions {
  /**
   * Advert picture, 1200x400; keep its left third calm when a title is set.
   */
  img: string;
  /**
   * Where the button (and a click anywhere on the picture) goes. No button without it.
   */
  url?: string;
  /**
   * Headline over the picture, also its alternative text. Defaults to none (the picture is then named after the block).
   */
  title?: string;
  /**
   * Smaller line under the headline. Defaults to none.
   */
  subTitle?: string;
  /**
   * Label of the call-to-action button. Defaults to the catalogue's 立即查看 (Shop now).
   */
  buttonText?: string;
  /**
   * Colour of the headline and subtitle. Defaults to `#ffffff`.
   */
  textColor?: string;
}
/**
 * The special-offer page's application selection: cards 4 per row, each a 285x160 picture, the application's name and a price or discount line (e.g. '低至5折') in the price colour, opening its link.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "specialOfferApplicationsSelection".
 */
export interface SpecialOfferApplicationsSelectionOptions {
  head?: BlockHead;
  /**
   * Offer cards, in order, 4 per row. Empty renders nothing.
   *
   * @maxItems 24
   */
  list: SpecialOfferApplicationsSelectionItem[];
}
export interface SpecialOfferApplicationsSelectionItem {
  /**
   * Application or offer name under the picture (also the picture's alternative text).
   */
  name: string;
  /**
   * Card picture, shown at 285x160.
   */
  img: string;
  /**
   * Price or discount line beside the name, e.g. `低至5折` or `9.9元起`. Defaults to none.
   */
  priceText?: string;
  /**
   * Where the card goes: an internal path, an https URL or a partner code.
   */
  url?: string;
}
/**
 * The top image of a special zone page: a picture 1920 px wide and `height` px high (500 by default), centred across the whole width it is given; narrower screens crop its sides, so its message belongs in the middle 1200 px.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "specialTop".
 */
export interface SpecialTopOptions {
  /**
   * Top picture, 1920 wide and `height` high.
   */
  img: string;
  /**
   * Height of the picture in px. Defaults to `500`.
   */
  height?: number;
  /**
   * Alternative text of the picture. Defaults to the block name.
   */
  title?: string;
  /**
   * Where a click on the picture goes. Defaults to none (not clickable).
   */
  url?: string;
}
/**
 * Theme picks: a grid of theme cards, 4 per row (285x160 picture, title, subtitle), each with an 'in progress' or 'ended' badge. An item with a plan or market shows its availability for the member (hidden when not shown to them); without one its `onLine` flag decides. Items whose check is closed (`isCheck: false`) are hidden.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "themeSelection".
 */
export interface ThemeSelectionOptions {
  head?: BlockHead;
  /**
   * Theme cards, in order. Empty renders nothing.
   *
   * @maxItems 24
   */
  list: ThemeSelectionItem[];
}
export interface ThemeSelectionItem {
  /**
   * Theme name under the picture (also the picture's alternative text).
   */
  title: string;
  /**
   * One line under the title.
   */
  subTitle?: string;
  /**
   * Theme picture, shown at 285x160.
   */
  img: string;
  /**
   * Where the card goes: an internal path, an https URL or a partner code (CDF, MT, MTDD, WPH, JL, KuDui_KDJD).
   */
  url?: string;
  /**
   * Identifier of a welfare plan (a set of goods offered to some employees).
   */
  planId?: string;
  /**
   * Identifier of a market (a marketing activity such as a flash sale).
   */
  marketId?: string;
  /**
   * Without a plan or market: 'in progress' when true, 'ended' when false. Defaults to `true`.
   */
  onLine?: boolean;
  /**
   * False hides the card (its check is closed). Defaults to `true`.
   */
  isCheck?: boolean;
}
/**
 * A full-width video banner (1200x450): the poster picture until the employee presses play, with controls and captions. With `autoplay` the video plays by itself, muted and looped, while it is on screen, except for an employee who asked the system for reduced motion, who sees the poster. An optional 'Learn more' link sits under the video.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "videoBanner".
 */
export interface VideoBannerOptions {
  /**
   * The video file: a path on this site (`/img/promo.webm`) or an https URL, ending in `.mp4` or `.webm`. 1200x450 (8:3) fits the banner without bars. A video on another site must allow this site to read it (CORS) when captions come from another site too.
   */
  video: string;
  /**
   * Poster picture, 1200x450: shown before the video plays, and instead of it for an employee who asked for reduced motion.
   */
  poster: string;
  /**
   * What the video shows, in a few words: the name screen readers give the video, standing for its poster's alternative text.
   */
  title: string;
  /**
   * Play by itself, muted and looped, while the banner is on screen (never for an employee who asked for reduced motion). Defaults to `false`: the employee presses play.
   */
  autoplay?: boolean;
  /**
   * Caption tracks (WebVTT files) the employee can switch on in the player. The track marked default shows at once; without one, the track in the page's language does.
   *
   * @maxItems 4
   */
  captions?: VideoBannerCaption[];
  /**
   * Where the 'Learn more' link under the video goes. Empty means no link.
   */
  url?: string;
  /**
   * Colour of the band around the video (seen when the window is wider than the page).
   */
  bgColor?: string;
}
export interface VideoBannerCaption {
  /**
   * The WebVTT file: a path on this site or an https URL, ending in `.vtt`. A file on another site must allow this site to read it (CORS).
   */
  src: string;
  /**
   * Language of the captions.
   */
  srclang: 'zh-CN' | 'en-US';
  /**
   * Name of the track in the player's caption menu (`中文`, `English`).
   */
  label: string;
  /**
   * Show this track at once. If several say so, the first does. Defaults to `false`.
   */
  default?: boolean;
}
/**
 * One address of the member's address book, as GET /buyer/member/address/get/{id}, the list, the default and every write answer it.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "address__memberAddress".
 */
export interface MemberAddress {
  /**
   * Id of the address.
   */
  id: string;
  /**
   * Who receives the parcel (收货人).
   */
  consigneeName: string;
  /**
   * The consignee's mobile.
   */
  mobile: string;
  /**
   * Province, city and, where the regions go that deep, district, by id (the region picker's path).
   */
  regionIds: string[];
  /**
   * Their names as picked, space-joined (浙江省 杭州市 西湖区).
   */
  regionNames: string;
  /**
   * Street, building and door (详细地址).
   */
  detail: string;
  /**
   * Six-digit postal code.
   */
  postalCode: string;
  /**
   * The consignee's e-mail address.
   */
  email: string;
  /**
   * A landline with its area code; null when none.
   */
  landline: string | null;
  /**
   * A note for the courier; null when none.
   */
  remark: string | null;
  /**
   * What the member calls it (家, 公司); null when none.
   */
  alias: string | null;
  /**
   * The address orders ship to unless another is picked; one per member.
   */
  isDefault: boolean;
  createTime: string;
  updateTime: string;
}
/**
 * Body of POST /buyer/member/address (adds) and PUT /buyer/member/address/{id} (replaces the address with it). Texts are one line without spaces at either end (the storefront trims what is typed). A member keeps at most 20 addresses.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "address__memberAddressInput".
 */
export interface MemberAddressInput {
  /**
   * Who receives the parcel, 1 to 20 characters.
   */
  consigneeName: string;
  /**
   * The consignee's mobile: 11 digits starting 13 to 19.
   */
  mobile: string;
  /**
   * Province and city, and the district where the city has districts, by region id; each under the one before.
   *
   * @minItems 2
   * @maxItems 3
   */
  regionIds: [string, string, ...string[]];
  /**
   * Street, building and door, 1 to 100 characters.
   */
  detail: string;
  /**
   * Six-digit postal code.
   */
  postalCode: string;
  /**
   * The consignee's e-mail address, up to 50 characters.
   */
  email: string;
  /**
   * A landline with its area code (0571-88886666); null or left out when none.
   */
  landline?: string | null;
  /**
   * A note for the courier, up to 50 characters; empty, null or left out when none.
   */
  remark?: string | null;
  /**
   * What the member calls it (家, 公司), up to 10 characters; empty, null or left out when none.
   */
  alias?: string | null;
  /**
   * True makes it the default address, unsetting the other, in one transaction. The first address is the default whatever this says; on an edit, false or left out leaves the default where it is. Defaults to `false`.
   */
  isDefault?: boolean;
}
/**
 * Query of GET /buyer/member/address: which page, from 1 (defaults to 1), and how many per page, 1 to 50 (defaults to 10).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "address__addressListQuery".
 */
export interface AddressListQuery {
  /**
   * Page, from 1. Defaults to `1`.
   */
  pageNumber?: string;
  /**
   * Addresses per page, 1 to 50. Defaults to `10`.
   */
  pageSize?: string;
}
/**
 * Result of GET /buyer/member/address: a page of the member's address book (/home/myAddress), the default address first, then the newest.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "address".
 */
export interface MemberAddressPage {
  records: MemberAddress[];
  /**
   * Addresses in all pages.
   */
  total: number;
  /**
   * This page's number, from 1.
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
 * Result of GET /buyer/order/afterSale/applyAfterSaleInfo/{orderItemSn}: what the member may ask for one of their order items now. Another member's item answers as an unknown one (404).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "after-sale__afterSaleApplyInfo".
 */
export interface AfterSaleApplyInfo {
  /**
   * Who to contact about the request, as the order's consignee (name and mobile): the form starts with it, and the member may change it. Null when the order had no address.
   */
  contact?: {
    name: string;
    mobile: string;
  } | null;
  /**
   * The order the item belongs to.
   */
  orderSn: string;
  /**
   * The order item the request is about.
   */
  orderItemSn: string;
  /**
   * SKU of the item.
   */
  skuId: string;
  /**
   * Goods of the item.
   */
  goodsId: string;
  /**
   * Name of the goods as ordered.
   */
  name: string;
  /**
   * Picture as ordered.
   */
  image: string | null;
  /**
   * Points a unit, as ordered.
   */
  price: number;
  orderStatus: OrderStatus;
  /**
   * Units bought.
   */
  num: number;
  /**
   * Most units a request may name now: those bought less those of the item's other requests not refused or cancelled.
   */
  applicableNum: number;
  /**
   * What may be asked for now; empty when nothing may.
   */
  serviceTypes: AfterSaleServiceType[];
  /**
   * Points a refund of all `applicableNum` units gives back (a return or refund only); 0 when nothing may be refunded.
   */
  refundPoints: number;
  /**
   * Until when a completed order's goods may be returned or exchanged (15 days after completion); null otherwise.
   */
  applyDeadline: string | null;
  /**
   * Why nothing may be asked for, in the caller's language; null when something may.
   */
  unavailableReason: string | null;
}
/**
 * One reason GET /buyer/order/afterSale/get/afterSaleReason/{serviceType} offers (the answer is a list of them).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "after-sale__afterSaleReason".
 */
export interface AfterSaleReason {
  /**
   * What to send as the request's `reason`.
   */
  reason: string;
  /**
   * How to show it, in the caller's language.
   */
  label: string;
}
/**
 * JSON body of POST /buyer/order/afterSale/save/{orderItemSn}: applies for after-sale on one of the member's order items. One open request per item; `num` at most the item's units not in another request that was not refused or cancelled.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "after-sale__afterSaleRequest".
 */
export interface AfterSaleRequest {
  serviceType: AfterSaleServiceType;
  /**
   * Units asked about.
   */
  num: number;
  /**
   * One of the reasons offered for the service type (its `reason`).
   */
  reason: string;
  /**
   * What is wrong, up to 512 characters; may be empty. Defaults to empty.
   */
  problemDesc?: string;
  /**
   * Up to 5 pictures, by URL (absolute, or a path of this site). Defaults to none.
   *
   * @maxItems 5
   */
  images?: string[];
  /**
   * Whom service contacts, 1 to 20 characters.
   */
  contactName: string;
  /**
   * Their mobile: 11 digits starting 13 to 19.
   */
  contactMobile: string;
  pickupAddressId?: Address_AddressId;
}
/**
 * Query of GET /buyer/order/afterSale/page: which page, from 1 (defaults to 1), and how many per page, 1 to 50 (defaults to 10).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "after-sale__afterSaleListQuery".
 */
export interface AfterSaleListQuery {
  /**
   * Page, from 1. Defaults to `1`.
   */
  pageNumber?: string;
  /**
   * Rows per page, 1 to 50. Defaults to `10`.
   */
  pageSize?: string;
}
/**
 * One of the member's after-sale requests as the list shows it.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "after-sale__afterSaleSummary".
 */
export interface AfterSaleSummary {
  /**
   * After-sale number: `AS` and digits.
   */
  sn: string;
  /**
   * The order the item belongs to.
   */
  orderSn: string;
  /**
   * The order item the request is about.
   */
  orderItemSn: string;
  /**
   * SKU of the item.
   */
  skuId: string;
  /**
   * Goods of the item.
   */
  goodsId: string;
  /**
   * Name of the goods as ordered.
   */
  name: string;
  /**
   * Picture as ordered.
   */
  image: string | null;
  /**
   * Points a unit, as ordered.
   */
  price: number;
  serviceType: AfterSaleServiceType;
  status: AfterSaleStatus;
  /**
   * Units the request is about.
   */
  num: number;
  /**
   * Points given back when the request completes: the units' share of what the order paid for its goods (coupon discount taken off, freight not refunded), rounded down; 0 for an exchange.
   */
  refundPoints: number;
  /**
   * When the member applied.
   */
  createTime: string;
  /**
   * When the request last changed.
   */
  updateTime: string;
}
/**
 * Result of GET /buyer/order/afterSale/get/{sn} (and of save, cancel and delivery): one of the member's requests in full. Another member's answers as an unknown one (404).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "after-sale__afterSaleDetail".
 */
export interface AfterSaleDetail {
  /**
   * After-sale number: `AS` and digits.
   */
  sn: string;
  /**
   * The order the item belongs to.
   */
  orderSn: string;
  /**
   * The order item the request is about.
   */
  orderItemSn: string;
  /**
   * SKU of the item.
   */
  skuId: string;
  /**
   * Goods of the item.
   */
  goodsId: string;
  /**
   * Name of the goods as ordered.
   */
  name: string;
  /**
   * Picture as ordered.
   */
  image: string | null;
  /**
   * Points a unit, as ordered.
   */
  price: number;
  serviceType: AfterSaleServiceType;
  status: AfterSaleStatus;
  /**
   * Units the request is about.
   */
  num: number;
  /**
   * Points given back when the request completes: the units' share of what the order paid for its goods (coupon discount taken off, freight not refunded), rounded down; 0 for an exchange.
   */
  refundPoints: number;
  /**
   * When the member applied.
   */
  createTime: string;
  /**
   * When the request last changed.
   */
  updateTime: string;
  orderStatus: OrderStatus;
  /**
   * The reason, in the caller's language.
   */
  reason: string;
  /**
   * What the member wrote about the problem; may be empty.
   */
  problemDesc: string;
  /**
   * Pictures the member attached.
   */
  images: string[];
  /**
   * Whom service contacts.
   */
  contactName: string;
  /**
   * Their mobile.
   */
  contactMobile: string;
  /**
   * Where a returned or exchanged parcel is picked up, as it was when applied; null for a refund only.
   */
  pickupAddress: Consignee | null;
  /**
   * Why service refused, in the caller's language; null unless REFUSE.
   */
  refuseReason: string | null;
  /**
   * The courier the member sent the goods back with; null before.
   */
  logisticsCompany: string | null;
  /**
   * Its tracking number; null before.
   */
  logisticsNo: string | null;
  /**
   * What the member may do now.
   */
  actions: {
    /**
     * Withdraw it (in review or approved).
     */
    cancel: boolean;
    /**
     * Say the goods were sent back (an approved return or exchange).
     */
    delivery: boolean;
  };
}
/**
 * Where an order ships, as it was when ordered.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__consignee".
 */
export interface Consignee {
  /**
   * Consignee.
   */
  name: string;
  /**
   * Mobile.
   */
  mobile: string;
  regionIds: string[];
  /**
   * Province city district.
   */
  regionNames: string;
  /**
   * Street and door.
   */
  detail: string;
  /**
   * Postal code.
   */
  postalCode: string;
}
/**
 * One step of GET /buyer/order/afterSale/get/getAfterSaleLog/{sn} (a list, oldest first).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "after-sale__afterSaleLogEntry".
 */
export interface AfterSaleLogEntry {
  status: AfterSaleStatus;
  /**
   * What happened, in the caller's language.
   */
  message: string;
  /**
   * When.
   */
  createTime: string;
}
/**
 * One message of GET /buyer/order/afterSale/getEmployeeMessageRecordList (a list, oldest first; reading it marks service replies read), or the one POST submitMessageRecord added.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "after-sale__afterSaleMessage".
 */
export interface AfterSaleMessage {
  /**
   * Id of the message.
   */
  id: number;
  /**
   * The member, or customer service.
   */
  sender: 'MEMBER' | 'SERVICE';
  /**
   * The text (a service reply in the caller's language).
   */
  content: string;
  /**
   * When it was sent.
   */
  createTime: string;
}
/**
 * Query of GET /buyer/order/afterSale/getEmployeeMessageRecordList.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "after-sale__afterSaleMessageQuery".
 */
export interface AfterSaleMessageQuery {
  afterSaleSn: AfterSaleSn;
}
/**
 * JSON body of POST /buyer/order/afterSale/submitMessageRecord: a message to customer service about one of the member's requests.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "after-sale__afterSaleMessageBody".
 */
export interface AfterSaleMessageBody {
  afterSaleSn: AfterSaleSn;
  /**
   * The message, 1 to 300 characters; spaces at either end are dropped, and it may not be blank.
   */
  content: string;
}
/**
 * Query of GET /buyer/other/logistics (spec 02: pageNumber 1, pageSize 200, disabled OPEN): which page, from 1 (defaults to 1), how many per page, 1 to 200 (defaults to 200), and which companies: only OPEN, the offered ones, may be asked for (defaults to OPEN).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "after-sale__logisticsQuery".
 */
export interface LogisticsQuery {
  /**
   * Page, from 1. Defaults to `1`.
   */
  pageNumber?: string;
  /**
   * Rows per page, 1 to 200. Defaults to `200`.
   */
  pageSize?: string;
  /**
   * The companies' state: OPEN, those offered (closed ones are never listed to members). Defaults to `OPEN`.
   */
  disabled?: 'OPEN';
}
/**
 * A courier company a member may send after-sale goods back with.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "after-sale__logisticsCompany".
 */
export interface LogisticsCompany {
  id: string;
  /**
   * Its code in tracking services (SF, ZTO, ...).
   */
  code: string;
  /**
   * Its name in Chinese: what a return's `logisticsCompany` carries.
   */
  name: string;
  /**
   * Its name in English, for an English page.
   */
  nameEn: string;
  /**
   * Always OPEN: offered.
   */
  disabled: 'OPEN';
}
/**
 * Result of GET /buyer/other/logistics: a page of the offered courier companies, in the mall's order.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "after-sale__logisticsCompanyPage".
 */
export interface LogisticsCompanyPage {
  records: LogisticsCompany[];
  /**
   * Offered companies in all pages.
   */
  total: number;
  current: number;
  size: number;
  pages: number;
}
/**
 * JSON body of POST /buyer/order/afterSale/delivery/{sn}: the member sent the goods of an approved return or exchange back.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "after-sale__afterSaleDeliveryBody".
 */
export interface AfterSaleDeliveryBody {
  /**
   * The courier: the `name` of one of the offered companies of GET /buyer/other/logistics (another is refused).
   */
  logisticsCompany: string;
  /**
   * Its tracking number: 4 to 40 letters, digits or dashes.
   */
  logisticsNo: string;
}
/**
 * One of the member's complaints as the list shows it.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "after-sale__complaint".
 */
export interface Complaint {
  /**
   * Id of the complaint.
   */
  id: string;
  /**
   * The order complained about.
   */
  orderSn: string;
  /**
   * The order item complained about; null for the whole order.
   */
  orderItemSn: string | null;
  /**
   * Name of that item, else of the order's first item.
   */
  goodsName: string;
  /**
   * Its picture.
   */
  image: string | null;
  /**
   * What it is about.
   */
  topic: string;
  /**
   * What the member wrote.
   */
  content: string;
  /**
   * Pictures the member attached.
   */
  images: string[];
  status: ComplaintStatus;
  /**
   * When it was filed.
   */
  createTime: string;
  /**
   * When it last changed.
   */
  updateTime: string;
}
/**
 * One message about a complaint.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "after-sale__complaintMessage".
 */
export interface ComplaintMessage {
  /**
   * Id of the message.
   */
  id: number;
  /**
   * The member, or customer service.
   */
  sender: 'MEMBER' | 'SERVICE';
  /**
   * The text.
   */
  content: string;
  /**
   * When it was sent.
   */
  createTime: string;
}
/**
 * Result of GET /buyer/order/complain/{id}, and of filing, withdrawing and writing about one: a complaint with its messages, oldest first. Another member's answers as an unknown one (404).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "after-sale__complaintDetail".
 */
export interface ComplaintDetail {
  /**
   * Id of the complaint.
   */
  id: string;
  /**
   * The order complained about.
   */
  orderSn: string;
  /**
   * The order item complained about; null for the whole order.
   */
  orderItemSn: string | null;
  /**
   * Name of that item, else of the order's first item.
   */
  goodsName: string;
  /**
   * Its picture.
   */
  image: string | null;
  /**
   * What it is about.
   */
  topic: string;
  /**
   * What the member wrote.
   */
  content: string;
  /**
   * Pictures the member attached.
   */
  images: string[];
  status: ComplaintStatus;
  /**
   * When it was filed.
   */
  createTime: string;
  /**
   * When it last changed.
   */
  updateTime: string;
  messages: ComplaintMessage[];
}
/**
 * Result of GET /buyer/order/complain: a page of the member's complaints, newest first.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "after-sale__complaintPage".
 */
export interface ComplaintPage {
  records: Complaint[];
  /**
   * Rows in all pages.
   */
  total: number;
  /**
   * This page's number, from 1.
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
 * Query of GET /buyer/order/complain: which page, from 1 (defaults to 1), and how many per page, 1 to 50 (defaults to 10).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "after-sale__complaintListQuery".
 */
export interface ComplaintListQuery {
  /**
   * Page, from 1. Defaults to `1`.
   */
  pageNumber?: string;
  /**
   * Rows per page, 1 to 50. Defaults to `10`.
   */
  pageSize?: string;
}
/**
 * JSON body of POST /buyer/order/complain: files a complaint about one of the member's orders, or one item of it.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "after-sale__complaintRequest".
 */
export interface ComplaintRequest {
  /**
   * The order.
   */
  orderSn: string;
  /**
   * An item of that order; null or left out for the whole order.
   */
  orderItemSn?: string | null;
  /**
   * What it is about, 1 to 50 characters.
   */
  topic: string;
  /**
   * What happened, 1 to 512 characters, not blank.
   */
  content: string;
  /**
   * Up to 5 pictures, by URL (absolute, or a path of this site). Defaults to none.
   *
   * @maxItems 5
   */
  images?: string[];
}
/**
 * JSON body of POST /buyer/order/complain/communication: a message about one of the member's complaints not yet closed.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "after-sale__complaintMessageBody".
 */
export interface ComplaintMessageBody {
  /**
   * Id of the complaint.
   */
  complainId: string;
  /**
   * The message, 1 to 300 characters; spaces at either end are dropped, and it may not be blank.
   */
  content: string;
}
/**
 * Result of GET /buyer/order/afterSale/page: a page of the member's after-sale requests, newest first.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "after-sale".
 */
export interface AfterSalePage {
  records: AfterSaleSummary[];
  /**
   * Rows in all pages.
   */
  total: number;
  /**
   * This page's number, from 1.
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
 * One category of the help centre, as GET /buyer/other/article/articleCategory/list answers them (in their order).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "articles__articleCategory".
 */
export interface ArticleCategory {
  /**
   * Id of the category.
   */
  id: string;
  /**
   * Its name in the caller's language.
   */
  name: string;
  /**
   * Categories list smallest first.
   */
  sortOrder: number;
  /**
   * How many published articles it holds.
   */
  articleCount: number;
}
/**
 * An article as the list shows it: without its body.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "articles__articleSummary".
 */
export interface ArticleSummary {
  /**
   * Id of the article (the /article/detail?id= value).
   */
  id: string;
  categoryId: string;
  /**
   * The category's name in the caller's language.
   */
  categoryName: string;
  /**
   * Plain text, in the caller's language.
   */
  title: string;
  /**
   * The first words of the body as plain text (at most 80 characters), for the list.
   */
  summary: string;
  sortOrder: number;
  /**
   * Mall time (UTC+8) as `yyyy-MM-dd HH:mm:ss`.
   */
  updateTime: string;
}
/**
 * Result of GET /buyer/other/article/get/{id}: one published article with its body. An unknown or unpublished id is a 404.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "articles__article".
 */
export interface Article {
  id: string;
  categoryId: string;
  categoryName: string;
  /**
   * Plain text, in the caller's language.
   */
  title: string;
  /**
   * HTML as the operator entered it, in the caller's language: sanitise it before showing it.
   */
  content: string;
  sortOrder: number;
  /**
   * Mall time (UTC+8) as `yyyy-MM-dd HH:mm:ss`.
   */
  updateTime: string;
}
/**
 * Result of GET /buyer/other/article: one page of articles.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "articles__articlePage".
 */
export interface ArticlePage {
  records: ArticleSummary[];
  /**
   * Articles on every page together.
   */
  total: number;
  /**
   * This page's number, from 1.
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
 * Path of GET /buyer/other/article/get/{id}.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "articles__articleIdParams".
 */
export interface ArticleIdParams {
  /**
   * The article's id.
   */
  id: string;
}
/**
 * Query of GET /buyer/other/article: a page of the help centre's published articles, in their category's order. Needs no token. Texts come in the `locale` header's language (zh-CN unless en-US).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "articles".
 */
export interface ArticleListQuery {
  /**
   * Page to answer, from 1. Defaults to 1.
   */
  pageNumber?: string;
  /**
   * Articles per page, 1 to 50. Defaults to 10.
   */
  pageSize?: string;
  /**
   * Only the articles of this category; an unknown category gives an empty page.
   */
  categoryId?: string;
  /**
   * Only articles whose title or text (in either language) contains it, ignoring case.
   */
  keyword?: string;
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
 * Query of GET /buyer/benefit/order/list. Query values are strings.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefit-orders__benefitOrderListQuery".
 */
export interface BenefitOrderListQuery {
  /**
   * Which orders: ALL or one status. Defaults to `ALL`.
   */
  status?: 'ALL' | 'UNDELIVERED' | 'DELIVERED' | 'COMPLETED' | 'CANCELLED';
  /**
   * Page from 1. Defaults to `1`.
   */
  pageNumber?: string;
  /**
   * Orders per page, 1 to 50. Defaults to `10`.
   */
  pageSize?: string;
}
/**
 * The plan case an order or an option belongs to, its name in the request's locale.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefit-orders__benefitOrderPlanCase".
 */
export interface BenefitOrderPlanCase {
  id: string;
  /**
   * In the request's locale.
   */
  name: string;
  periodKind: 'YEAR' | 'QUARTER';
  /**
   * 2026 or 2026-Q4.
   */
  periodLabel: string;
  /**
   * planCaseUseTo: 1 for the employee, 2 for a family member the employee names.
   */
  useTo: 1 | 2;
  minChoices: number;
  /**
   * 1: a single choice (/yearOptionSelection); more: a multiple choice (/home/multipleChoice).
   */
  maxChoices: number;
  chooseStart: string;
  chooseEnd: string;
  state: BenefitOrders_BenefitCaseState;
}
/**
 * For whom the benefit was chosen: the employee (SELF), or a family member with name and relation.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefit-orders__benefitOrderRecipient".
 */
export interface BenefitOrderRecipient {
  kind: 'SELF' | 'FAMILY';
  /**
   * The family member's name; null for SELF.
   */
  name: string | null;
  /**
   * The family member's relation; null for SELF.
   */
  relation: 'SPOUSE' | 'CHILD' | 'FATHER' | 'MOTHER' | 'PARENT_IN_LAW' | null;
}
/**
 * One option of an order: the goods' name as it was chosen, its picture and how many.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefit-orders__benefitOrderItem".
 */
export interface BenefitOrderItem {
  /**
   * Opens /flexibleBenefitgGoodsDetail?optionId=.
   */
  optionId: string;
  skuId: string;
  /**
   * The goods' name when chosen (a snapshot).
   */
  name: string;
  /**
   * The goods' first picture; null when none.
   */
  image: string | null;
  quantity: number;
}
/**
 * What the member may do with the order now.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefit-orders__benefitOrderActions".
 */
export interface BenefitOrderActions {
  /**
   * Not yet sent and the plan case's window still open (the member may then choose again).
   */
  cancel: boolean;
  /**
   * Sent and not yet received.
   */
  receive: boolean;
}
/**
 * One order of the list.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefit-orders__benefitOrderSummary".
 */
export interface BenefitOrderSummary {
  sn: string;
  planCase: BenefitOrderPlanCase;
  recipient: BenefitOrderRecipient;
  items: BenefitOrderItem[];
  status: BenefitOrderStatus;
  /**
   * When the choice was made.
   */
  createTime: string;
  actions: BenefitOrderActions;
}
/**
 * A step of the order with the time it was reached; null while ahead.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefit-orders__benefitOrderStep".
 */
export interface BenefitOrderStep {
  key: 'CHOSEN' | 'DELIVERED' | 'COMPLETED' | 'CANCELLED';
  time: string | null;
}
/**
 * Where the benefit goes, as it was when chosen; the mobile masked (138****1234).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefit-orders__benefitOrderConsignee".
 */
export interface BenefitOrderConsignee {
  name: string;
  mobile: string;
  /**
   * Province, city, district, space-joined.
   */
  regionNames: string;
  detail: string;
}
/**
 * Result of GET /buyer/benefit/order/{sn} and of its cancel and receive: the order in full. Another member's sn answers 404 as an unknown one.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefit-orders__benefitOrderDetail".
 */
export interface BenefitOrderDetail {
  sn: string;
  planCase: BenefitOrderPlanCase;
  recipient: BenefitOrderRecipient;
  items: BenefitOrderItem[];
  status: BenefitOrderStatus;
  createTime: string;
  actions: BenefitOrderActions;
  consignee: BenefitOrderConsignee;
  /**
   * The waybill once sent; null before.
   */
  logisticsNo: string | null;
  /**
   * Chosen, delivered, received; a cancelled order: chosen, cancelled.
   */
  steps: BenefitOrderStep[];
}
/**
 * Result of GET /buyer/benefit/option/{optionId} (/flexibleBenefitgGoodsDetail): the goods behind an option of the member's enterprise, with its plan case and whether the member chose it. Another enterprise's option answers 404 as an unknown one.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefit-orders__benefitGoodsDetail".
 */
export interface BenefitGoodsDetail {
  optionId: string;
  skuId: string;
  /**
   * The SKU's name in the request's locale.
   */
  name: string;
  /**
   * In the request's locale; null when none.
   */
  brand: string | null;
  /**
   * The goods' pictures.
   */
  images: string[];
  /**
   * The SKU's spec in the request's locale.
   */
  spec: string | null;
  /**
   * Market price of one, in yuan.
   */
  marketPrice: number;
  /**
   * How many the option delivers.
   */
  quantity: number;
  /**
   * The goods' introduction (plain text); null when none.
   */
  intro: string | null;
  planCase: BenefitOrderPlanCase;
  /**
   * Whether the member's live order of the plan case holds this option.
   */
  chosen: boolean;
  /**
   * The sn of the member's live order of the plan case, this option in it or not; null when none.
   */
  chosenSn: string | null;
  /**
   * Whether the member already holds a live order of the plan case (then no other choice can be made).
   */
  planCaseChosen: boolean;
}
/**
 * Result of GET /buyer/benefit/order/list: a page of the member's flexible benefit orders (/flexibleBenefitOrder), newest first.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefit-orders".
 */
export interface BenefitOrderPage {
  records: BenefitOrderSummary[];
  /**
   * Orders in all pages.
   */
  total: number;
  /**
   * This page's number, from 1.
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
 * Result of GET /buyer/benefit/permission: whether the member's enterprise has an online plan case of each kind whose choice window is open now (stored as localStorage isYear / isQuarter).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefits__benefitPermission".
 */
export interface BenefitPermission {
  /**
   * A year's choice is open.
   */
  isYear: boolean;
  /**
   * A quarter's choice is open.
   */
  isQuarter: boolean;
}
/**
 * Query of GET /buyer/benefit/planCases.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefits__benefitPlanCaseListQuery".
 */
export interface BenefitPlanCaseListQuery {
  periodKind: Benefits_BenefitPeriodKind;
}
/**
 * One plan case of the member's enterprise: what is offered in a period, to whom, how many options one choice holds and when the choice is open; with the member's live choice of it.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefits__benefitPlanCase".
 */
export interface BenefitPlanCase {
  id: string;
  periodKind: Benefits_BenefitPeriodKind;
  /**
   * 2026 or 2026-Q4.
   */
  periodLabel: string;
  /**
   * In the request's locale.
   */
  name: string;
  /**
   * In the request's locale; may be empty.
   */
  intro: string;
  /**
   * planCaseUseTo: 1 for the employee, 2 for a family member the employee names.
   */
  useTo: 1 | 2;
  /**
   * Fewest options a choice holds.
   */
  minChoices: number;
  /**
   * Most options a choice holds: 1 is a single choice (/yearOptionSelection), more a multiple choice (/home/multipleChoice).
   */
  maxChoices: number;
  /**
   * How many options are offered.
   */
  optionCount: number;
  chooseStart: string;
  chooseEnd: string;
  state: Benefits_BenefitPlanCaseState;
  /**
   * The sn of the member's live (not cancelled) order of this plan case; null when none.
   */
  chosenSn: string | null;
}
/**
 * One option of a plan case: `quantity` of one SKU, paid by the enterprise (so no points).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefits__benefitOption".
 */
export interface BenefitOption {
  id: string;
  skuId: string;
  /**
   * The SKU's name in the request's locale.
   */
  goodsName: string;
  /**
   * The goods' first picture; null when none.
   */
  image: string | null;
  /**
   * The SKU's spec in the request's locale.
   */
  spec: string | null;
  /**
   * How many are delivered.
   */
  quantity: number;
  /**
   * Market price of one, in yuan.
   */
  marketPrice: number;
}
/**
 * Result of GET /buyer/benefit/planCase/{id}: a plan case with its options. Another enterprise's plan case answers 404 as an unknown one.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefits__benefitPlanCaseDetail".
 */
export interface BenefitPlanCaseDetail {
  planCase: BenefitPlanCase;
  options: BenefitOption[];
}
/**
 * Query of GET /buyer/benefit/chooseCheck, which the selection pages call before showing their form: it answers null, 404 for an unknown plan case, or code 3000005 when the member already holds a live choice of it.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefits__benefitChooseCheckQuery".
 */
export interface BenefitChooseCheckQuery {
  planCaseId: Benefits_BenefitId;
}
/**
 * Body of POST /buyer/benefit/choose: the options chosen of an open plan case, the member's address they go to and, for a family plan case, the member's family member they are for.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefits__benefitChooseInput".
 */
export interface BenefitChooseInput {
  planCaseId: Benefits_BenefitId;
  /**
   * The options chosen, each once.
   *
   * @minItems 1
   * @maxItems 50
   */
  optionIds: [Benefits_BenefitId, ...Benefits_BenefitId[]];
  addressId: Benefits_BenefitId;
  familyMemberId?: Benefits_BenefitId;
}
/**
 * Result of POST /buyer/benefit/choose: the flexible-benefit order the choice became.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefits__benefitChoice".
 */
export interface BenefitChoice {
  /**
   * FB, the China date (yyyyMMdd) and a counter.
   */
  sn: string;
  planCaseId: string;
  status: Benefits_BenefitOrderStatus;
  createTime: string;
}
/**
 * Query of GET /buyer/benefit/records.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefits__benefitRecordQuery".
 */
export interface BenefitRecordQuery {
  periodKind: Benefits_BenefitPeriodKind;
  /**
   * Page, from 1. Defaults to `1`.
   */
  pageNumber?: string;
  /**
   * Choices per page, 1 to 50. Defaults to `10`.
   */
  pageSize?: string;
}
/**
 * One option of a choice, as it was chosen.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefits__benefitRecordItem".
 */
export interface BenefitRecordItem {
  optionId: string;
  /**
   * The goods' name when it was chosen.
   */
  goodsName: string;
  image: string | null;
  quantity: number;
}
/**
 * One of the member's choices (a flexible-benefit order) with its plan case, options, family member and status.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefits__benefitRecord".
 */
export interface BenefitRecord {
  sn: string;
  planCaseId: string;
  /**
   * In the request's locale.
   */
  planCaseName: string;
  periodLabel: string;
  status: Benefits_BenefitOrderStatus;
  items: BenefitRecordItem[];
  /**
   * Whom a family plan case's choice is for (even if removed since); null for the employee's own.
   */
  familyMember: null | {
    id: string;
    name: string;
    relation: Benefits_FamilyRelation;
  };
  consigneeName: string;
  /**
   * Region names and detail, as snapshotted.
   */
  consigneeAddress: string;
  createTime: string;
}
/**
 * One of the member's family members (/familyInfo), named in family plan cases.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefits__familyMember".
 */
export interface FamilyMember {
  id: string;
  name: string;
  relation: Benefits_FamilyRelation;
  mobile: string;
  /**
   * YYYY-MM-DD; null when not given.
   */
  birthday: string | null;
  createTime: string;
}
/**
 * Body of POST /buyer/benefit/family (adds) and PUT /buyer/benefit/family/{id} (replaces). At most 10 family members per member.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefits__familyMemberInput".
 */
export interface FamilyMemberInput {
  /**
   * Name, 1 to 20 characters, no spaces at either end.
   */
  name: string;
  relation: Benefits_FamilyRelation;
  /**
   * 11 digits starting 1.
   */
  mobile: string;
  /**
   * YYYY-MM-DD, not in the future; null or left out when not given.
   */
  birthday?: string | null;
}
/**
 * Result of GET /buyer/benefit/records: a page of the member's flexible-benefit choices of one period kind, cancelled ones included, the newest first (/home/benefitYearRecord, /home/benefitQuarterRecord).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "benefits".
 */
export interface BenefitRecordPage {
  records: BenefitRecord[];
  /**
   * Choices in all pages.
   */
  total: number;
  /**
   * This page's number, from 1.
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
 * Query of GET /buyer/goods/goods/es. The names are those of the /goodsList route, so the list passes its query on. Every parameter is optional; an empty query lists every goods on sale.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "catalogue__goodsSearchQuery".
 */
export interface GoodsSearchQuery {
  /**
   * Words to find in the goods' names (Chinese or English), brand, category or specs, as substrings; every word must match. Blank: no keyword.
   */
  keyword?: string;
  /**
   * Comma-joined ids of the first, second and third level (`1,11,111`), or one id of any level; the goods of the last id and all its subcategories.
   */
  categoryId?: string;
  /**
   * Category model the goods' categories belong to. Defaults to every model.
   */
  cateModelId?: string;
  /**
   * One brand id or up to 20, comma-joined.
   */
  brandId?: string;
  /**
   * The supplier that ships the goods (`SELF`, `JD`, `SN`, `WY`).
   */
  dataSource?: string;
  /**
   * Only the goods of this store (the /merchant page's goods). An unknown store finds nothing.
   */
  storeId?: string;
  /**
   * Only goods delivered to this province, city or district (GET /common/common/region/item/{id}); goods without delivery regions are delivered everywhere. An id that is no region is refused.
   */
  regionId?: string;
  /**
   * Only the goods of this plan, at its prices; a plan the caller may not see is refused.
   */
  planId?: string;
  /**
   * Only the goods of this market (flash sale), at its prices; takes precedence over `planId`.
   */
  marketId?: string;
  /**
   * Lowest price in welfare points, inclusive.
   */
  productLowerPrice?: string;
  /**
   * Highest price in welfare points, inclusive; not below `productLowerPrice`.
   */
  productHigherPrice?: string;
  /**
   * `1`: only goods the member's point balance can pay for.
   */
  pointFilter?: '0' | '1';
  /**
   * Order: comprehensive (best match to the keyword, then best sellers), sales, new (latest listed), price up or down. Defaults to `comprehensive`.
   */
  sortFilter?: 'comprehensive' | 'sales' | 'new' | 'priceAsc' | 'priceDesc';
  /**
   * Page, from 1. Defaults to 1.
   */
  pageNumber?: string;
  /**
   * Goods per page, 1 to 100. Defaults to 20.
   */
  pageSize?: string;
}
/**
 * One page of search results: one card per goods, showing its cheapest SKU that meets the filters.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "catalogue__goodsSearchPage".
 */
export interface GoodsSearchPage {
  records: Goods[];
  /**
   * Goods in all pages.
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
 * A brand of a search's goods, for the brand filter row (GET .../brand-list).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "catalogue__brandCount".
 */
export interface BrandCount {
  brandId: string;
  brandName: string;
  /**
   * Goods of the brand the search finds.
   */
  count: number;
}
/**
 * A category (of any level) of a search's goods, for the category filter rows (GET .../category-count).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "catalogue__categoryCount".
 */
export interface CategoryCount {
  categoryId: string;
  /**
   * Goods in the category or below it that the search finds.
   */
  count: number;
}
/**
 * A parameter or spec value of a goods, in the caller's language.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "catalogue__namedValue".
 */
export interface NamedValue {
  name: string;
  value: string;
}
/**
 * Query of the goods detail calls: the delivery region to check, and the plan or market whose price applies.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "catalogue__detailQuery".
 */
export interface GoodsDetailQuery {
  /**
   * A province, city or district id (GET /common/common/region/item/{id}); the answer says whether the goods are delivered there.
   */
  regionId?: string;
  /**
   * Price the goods at this plan's price; refused when the SKU is not in a plan the caller may see.
   */
  planId?: string;
  /**
   * Price the goods at this market's (flash sale's) price, with its dates; takes precedence over `planId`.
   */
  marketId?: string;
}
/**
 * One SKU of a goods as the detail page shows it (GET .../sku/{skuId}, .../getProductDetailPreview/{skuId}/{isAdd}). Names, specs and parameters are in the caller's language; prices in points, money in yuan.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "catalogue__goodsDetail".
 */
export interface GoodsDetail {
  skuId: string;
  goodsId: string;
  /**
   * The goods' name with the SKU's spec.
   */
  productName: string;
  /**
   * Gallery pictures, the main one first.
   */
  productImages: string[];
  /**
   * Price in welfare points (the plan's or market's when one is asked for).
   */
  specProductPrice: number;
  /**
   * Market price in yuan, shown struck through.
   */
  specMarketPrice: number;
  /**
   * Unit after the price, when the plan or market has its own. Defaults to the welfare points wording.
   */
  priceUnit?: string;
  brandId?: string | null;
  brandName?: string | null;
  /**
   * Category ids from the first level down, as `categoryId` of /goodsList takes them.
   */
  categoryPath: string[];
  /**
   * Their names, for the breadcrumb.
   */
  categoryNames: string[];
  storeId?: string | null;
  storeName?: string | null;
  /**
   * Who ships it (`SELF`, `JD`, `SN`, `WY`).
   */
  supplierCode?: string | null;
  /**
   * The supplier's badge ("京东配送").
   */
  supplierBadge?: string | null;
  /**
   * Orders from this supplier ship free from this amount in yuan (59 for the third-party retailer); null: always free.
   */
  freeShippingThreshold: number | null;
  /**
   * Freight in yuan below the threshold.
   */
  freight: number;
  stock: number;
  /**
   * In stock, or restocking (none left).
   */
  stockState: 'IN_STOCK' | 'RESTOCKING';
  /**
   * Whether the goods are delivered to the asked region; null when no region was asked.
   */
  deliverable: boolean | null;
  /**
   * False: the goods are delisted (the page says so and offers no buying).
   */
  onSale: boolean;
  soldCount: number;
  /**
   * The SKU's spec values, joined.
   */
  spec?: string | null;
  specValues: NamedValue[];
  /**
   * The description tab's text.
   */
  intro?: string | null;
  /**
   * The parameters tab.
   */
  params: NamedValue[];
  planId?: string;
  planName?: string;
  marketId?: string;
  marketType?: string;
  /**
   * The market's start.
   */
  dateStart?: string;
  /**
   * The market's end; the flash-buy countdown runs to it.
   */
  dateEnd?: string;
}
/**
 * Every SKU of a SKU's goods by its spec values, for switching specs (GET .../sku/spec/{skuId}).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "catalogue__skuSpecs".
 */
export interface SkuSpecs {
  /**
   * The spec dimensions and their values, in the caller's language.
   */
  specs: {
    name: string;
    values: string[];
  }[];
  skus: {
    skuId: string;
    /**
     * One value per dimension, in `specs` order.
     */
    values: string[];
    stock: number;
    onSale: boolean;
    specProductPrice: number;
  }[];
}
/**
 * Whether the member has favourited a SKU, and how many members have (GET .../collectionInfo).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "catalogue__collectionInfo".
 */
export interface CollectionInfo {
  isCollection: boolean;
  collectionCount: number;
}
/**
 * The price of a SKU in a plan (GET .../exchangePriceByPlanId).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "catalogue__exchangePrice".
 */
export interface ExchangePrice {
  planId: string;
  skuId: string;
  exchangePrice: number;
  priceUnit?: string;
}
/**
 * A delivery region (GET /common/common/region/item/{id}): a province, city or district.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "catalogue__region".
 */
export interface Region {
  id: string;
  /**
   * `0` for a province.
   */
  parentId: string;
  name: string;
  level: number;
}
/**
 * Query naming one SKU.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "catalogue__skuQuery".
 */
export interface SkuQuery {
  skuId: string;
}
/**
 * Query of GET .../exchangePriceByPlanId.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "catalogue__exchangePriceQuery".
 */
export interface ExchangePriceQuery {
  planId: string;
  skuId: string;
}
/**
 * An item of the top navigation beside the category menu, in the caller's language. An item whose url carries planId or marketId shows only when that plan or market is available (isShow); a year-choice item (/benefitYear, /yearOptionSelection) only when isYear is stored; a quarter-choice item (/benefitQuarter) only when isQuarter is stored.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "catalogue__navItem".
 */
export interface NavItem {
  id: string;
  name: string;
  /**
   * An internal path (/goodsList?planId=...) or an http(s) address.
   */
  url: string;
  /**
   * Ascending display order.
   */
  sort: number;
}
/**
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "catalogue__navItemsQuery".
 */
export interface NavItemsQuery {
  /**
   * The page whose extra items to add; omitted: the enterprise's items only.
   */
  pageId?: string;
}
/**
 * A store as the /merchant page shows it (GET /buyer/store/store/get/detail/{id}); its goods come from the goods search with `storeId`. Names in the caller's language.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "catalogue__storeDetail".
 */
export interface StoreDetail {
  storeId: string;
  storeName: string;
  /**
   * The store's logo, a path under /img/ (200x200).
   */
  logo: string;
  /**
   * What the store sells, a sentence or two.
   */
  description: string;
  /**
   * Who ships its goods (`SELF`, `JD`, `SN`, `WY`); the search's `dataSource`.
   */
  supplierCode: string;
  supplierName: string;
  /**
   * The supplier's badge ("京东配送").
   */
  supplierBadge: string;
  /**
   * Its goods on sale (delisted ones not counted).
   */
  goodsCount: number;
  /**
   * The first-level categories its goods on sale are in, in the category menu's order.
   */
  categories: StoreCategory[];
}
/**
 * A first-level category of a store's goods; `/goodsList?categoryId={id}` lists them.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "catalogue__storeCategory".
 */
export interface StoreCategory {
  id: string;
  name: string;
}
/**
 * Query of GET .../market/list: the markets of one type on one platform.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "catalogue__marketListQuery".
 */
export interface MarketListQuery {
  /**
   * The kind of market: `rush` for flash sales.
   */
  marketType: string;
  /**
   * The platform: `1` HSHSC (the main mall), `2` DZPT. Defaults to `1`.
   */
  marketPlatform?: '1' | '2';
}
/**
 * Query of GET .../market/all/marketList: every market of one platform.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "catalogue__allMarketListQuery".
 */
export interface AllMarketListQuery {
  /**
   * The platform: `1` HSHSC (the main mall), `2` DZPT. Defaults to `1`.
   */
  marketPlatform?: '1' | '2';
}
/**
 * A market (a flash sale) the caller may see, for the flash-buy lists: running ones first (ending soonest first), then those not started (starting soonest first), then ended ones (latest first). Markets taken offline are left out.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "catalogue__marketSummary".
 */
export interface MarketSummary {
  marketId: string;
  name: string;
  /**
   * `rush` for a flash sale.
   */
  marketType: string;
  /**
   * 进行中 (running), 未开始 (not started) or 已结束 (ended), at the moment of the call.
   */
  marketStatus: '进行中' | '未开始' | '已结束';
  /**
   * True while it runs (`marketStatus` 进行中).
   */
  isOpen: boolean;
  /**
   * ISO date-time it opens.
   */
  marketStartDate: string;
  /**
   * ISO date-time it ends; the countdown runs to it.
   */
  marketEndDate: string;
  /**
   * Unit after its prices, when it has its own. Defaults to the welfare points wording.
   */
  priceUnit?: string;
  /**
   * Its SKUs on sale (what .../market/all/getMarketGoodsList pages through).
   */
  goodsCount: number;
}
/**
 * Query of GET .../market/all/getMarketGoodsList: one page of a market's goods.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "catalogue__marketGoodsQuery".
 */
export interface MarketGoodsQuery {
  /**
   * The market; unknown or not visible to the caller: refused (活动不存在).
   */
  marketId: string;
  /**
   * Page, from 1. Defaults to 1.
   */
  pageNumber?: string;
  /**
   * Goods per page, 1 to 100. Defaults to 20.
   */
  pageSize?: string;
}
/**
 * Query of GET .../market/getMarketProductDetail: a SKU at a market's price.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "catalogue__marketProductQuery".
 */
export interface MarketProductQuery {
  /**
   * The market; unknown or not visible to the caller: refused (活动不存在).
   */
  marketId: string;
  /**
   * A SKU of the market; one it does not list: 404.
   */
  skuId: string;
}
/**
 * JSON body of POST .../plan: the plans the caller may see, narrowed by kind, id or platform. Every field is optional.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "catalogue__planListRequest".
 */
export interface PlanListRequest {
  /**
   * Only plans of this kind: `rush` for flash-sale plans.
   */
  planCaseType?: string;
  /**
   * Only this plan (an empty list when the caller may not see it).
   */
  planId?: string;
  /**
   * Only plans shown on this platform: `1` HSHSC, `2` DZPT. Defaults to both.
   */
  marketPlatform?: '1' | '2';
}
/**
 * A plan the caller may see (POST .../plan), in the order of MarketSummary: running, not started, ended. Plans taken offline are left out.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "catalogue__planSummary".
 */
export interface PlanSummary {
  planId: string;
  name: string;
  /**
   * `rush` for a flash-sale plan; null for a plain plan.
   */
  planCaseType: string | null;
  /**
   * 进行中 (running), 未开始 (not started) or 已结束 (ended), at the moment of the call.
   */
  planStatus: '进行中' | '未开始' | '已结束';
  /**
   * True while it runs (`planStatus` 进行中).
   */
  isOpen: boolean;
  /**
   * ISO date-time it opens.
   */
  planDateStart: string;
  /**
   * ISO date-time it ends.
   */
  planDateEnd: string;
  /**
   * Unit after its prices, when it has its own (`福分`). Defaults to the welfare points wording.
   */
  priceUnit?: string;
  /**
   * Its SKUs on sale (GET .../plan/goods lists them).
   */
  goodsCount: number;
}
/**
 * Query of GET .../product/list: the goods cards of some SKUs.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "catalogue__skuCardsQuery".
 */
export interface SkuCardsQuery {
  /**
   * Up to 50 SKU ids, comma-joined; the answer keeps their order, leaving out unknown SKUs and delisted goods.
   */
  skuIds: string;
}
/**
 * The catalogue calls of spec 02: goods search, brands of a search, a goods detail and its specs, favourite counts, plan prices, delivery regions, the top navigation, stores, and the flash-buy and plan lists.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "catalogue".
 */
export interface CatalogueDocuments {
  [k: string]: unknown | undefined;
}
/**
 * One node of the three-level category tree (GET /buyer/goods/category/getTree, GET /buyer/goods/category/get/{id}).
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
  /**
   * City goods: the category's goods are delivered only to some regions, so its list offers a region picker.
   */
  cityFlag?: boolean;
  /**
   * The plan the category stands for, if any (its navigation item shows only when the plan is shown).
   */
  planId?: string | null;
  /**
   * The market the category stands for, if any.
   */
  marketId?: string | null;
  children: CategoryNode[];
}
/**
 * Query of GET /buyer/disposable-card/goods: a keyword in the goods' names, the page from 1 (defaults to 1) and its size, 1 to 50 (defaults to 12).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "disposable-card__disposableCardGoodsQuery".
 */
export interface DisposableCardGoodsQuery {
  keyword?: string;
  pageNumber?: string;
  pageSize?: string;
}
/**
 * Query naming one SKU (GET /buyer/disposable-card/goods/detail).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "disposable-card__disposableCardSkuQuery".
 */
export interface DisposableCardSkuQuery {
  skuId: DisposableCard_SkuId;
}
/**
 * One goods of the card's range at the range's price.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "disposable-card__disposableCardGoods".
 */
export interface DisposableCardGoods {
  skuId: string;
  goodsId: string;
  /**
   * In the caller's language.
   */
  name: string;
  thumbnail: string | null;
  /**
   * Points one unit costs on the card.
   */
  price: number;
  /**
   * The mall's price, shown struck through.
   */
  catalogPrice: number;
  stock: number;
  onSale: boolean;
}
/**
 * Result of GET /buyer/disposable-card/goods: a page of the card's range, in the range's order.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "disposable-card__disposableCardGoodsPage".
 */
export interface DisposableCardGoodsPage {
  records: DisposableCardGoods[];
  total: number;
  current: number;
  size: number;
  pages: number;
}
/**
 * Result of GET /buyer/disposable-card/goods/detail: one goods of the card's range with its pictures.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "disposable-card__disposableCardGoodsDetail".
 */
export interface DisposableCardGoodsDetail {
  goods: DisposableCardGoods;
  images: string[];
  /**
   * Units of it already in the card's cart.
   */
  inCart: number;
}
/**
 * Body of POST /buyer/disposable-card/cart (adds `num` units) and PUT (sets the line to `num` units).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "disposable-card__disposableCardCartInput".
 */
export interface DisposableCardCartInput {
  skuId: DisposableCard_SkuId;
  num: number;
}
/**
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "disposable-card__disposableCardCartLine".
 */
export interface DisposableCardCartLine {
  skuId: string;
  goodsId: string;
  name: string;
  thumbnail: string | null;
  /**
   * Points a unit on the card; 0 for a SKU outside the range.
   */
  price: number;
  num: number;
  subTotal: number;
  stock: number;
  /**
   * Why the line cannot be ordered (not in the range, off sale, short of stock); null when it can.
   */
  invalidReason: string | null;
}
/**
 * Result of GET /buyer/disposable-card/cart and of its writes: the card's cart against the card's balance.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "disposable-card__disposableCardCart".
 */
export interface DisposableCardCart {
  lines: DisposableCardCartLine[];
  /**
   * What the cart costs (freight is included in the range's prices).
   */
  points: number;
  /**
   * Units in the cart.
   */
  count: number;
  balance: number;
  /**
   * Whether the balance covers the cart.
   */
  enough: boolean;
}
/**
 * Body of POST /buyer/disposable-card/order: places the whole cart, shipped to one of the card member's addresses.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "disposable-card__disposableCardOrderInput".
 */
export interface DisposableCardOrderInput {
  addressId: string;
  remark?: string;
}
/**
 * Body of POST /buyer/disposable-card/pay: the order to pay with the card.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "disposable-card__disposableCardSnBody".
 */
export interface DisposableCardSnBody {
  sn: Trade_OrderSn;
}
/**
 * Query of GET /buyer/disposable-card/pay and /order: one of the card's orders.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "disposable-card__disposableCardSnQuery".
 */
export interface DisposableCardSnQuery {
  sn: Trade_OrderSn;
}
/**
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "disposable-card__disposableCardOrderPlaced".
 */
export interface DisposableCardOrderPlaced {
  sn: string;
  points: number;
}
/**
 * Result of GET /buyer/disposable-card/pay: what paying the order takes and what the card forfeits.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "disposable-card__disposableCardPayment".
 */
export interface DisposableCardPayment {
  sn: string;
  orderStatus: OrderStatus;
  points: number;
  balance: number;
  /**
   * What is left on the card after paying: it goes with the card.
   */
  forfeitedPoints: number;
  enough: boolean;
}
/**
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "disposable-card__disposableCardPaid".
 */
export interface DisposableCardPaid {
  sn: string;
  points: number;
  forfeitedPoints: number;
  payTime: string;
}
/**
 * Result of GET /buyer/disposable-card/order: one of the card's orders and the card it used.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "disposable-card__disposableCardOrder".
 */
export interface DisposableCardOrder {
  order: OrderDetail;
  /**
   * Whether this order used the card up.
   */
  paidByCard: boolean;
}
/**
 * Result of POST queryDetails_new: one of the member's orders.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__orderDetail".
 */
export interface OrderDetail {
  /**
   * Order number.
   */
  sn: string;
  orderStatus: OrderStatus;
  /**
   * Placed (ISO).
   */
  createTime: string;
  /**
   * Paid.
   */
  payTime: string | null;
  /**
   * Shipped.
   */
  deliverTime: string | null;
  /**
   * Received.
   */
  completeTime: string | null;
  /**
   * Cancelled.
   */
  cancelTime: string | null;
  /**
   * Why cancelled.
   */
  cancelReason: string | null;
  /**
   * The member's note.
   */
  remark: string | null;
  consignee: Consignee | null;
  items: OrderDetailItem[];
  priceDetail: PriceDetail;
  coupon: {
    /**
     * Coupon id.
     */
    id: string;
    /**
     * Its name.
     */
    couponName: string;
  } | null;
  /**
   * Courier.
   */
  logisticsCompany: string | null;
  /**
   * Waybill number.
   */
  logisticsNo: string | null;
  actions: OrderActions;
  /**
   * The invoice asked for with the order; null when none was.
   */
  invoice?: OrderInvoice | null;
  /**
   * Who comes in person for the order's goods; null when they need none.
   */
  visitor?: OrderVisitor | null;
}
/**
 * One line of an order in full.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__orderDetailItem".
 */
export interface OrderDetailItem {
  /**
   * Order item number (after-sale names it).
   */
  sn: string;
  /**
   * SKU.
   */
  skuId: string;
  /**
   * Goods.
   */
  goodsId: string;
  /**
   * Name as ordered.
   */
  name: string;
  /**
   * Picture as ordered.
   */
  image: string | null;
  /**
   * Units.
   */
  num: number;
  /**
   * Points a unit.
   */
  price: number;
  /**
   * Points of the line.
   */
  subTotal: number;
  /**
   * Store.
   */
  storeId: string | null;
  /**
   * Store name.
   */
  storeName: string | null;
  /**
   * Bought at a flash-sale price.
   */
  flashSale: boolean;
  /**
   * Status of its newest after-sale request; null when none.
   */
  afterSaleStatus: string | null;
  /**
   * An after-sale request may be filed now.
   */
  canApplyAfterSale: boolean;
}
/**
 * What the ticked lines, or an order, cost, in welfare points (one point a yuan).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__priceDetail".
 */
export interface PriceDetail {
  /**
   * Units times their prices.
   */
  goodsPoints: number;
  /**
   * Freight of every store.
   */
  freightPoints: number;
  /**
   * Taken off by the coupon.
   */
  discountPoints: number;
  /**
   * What the member pays: goods + freight - discount.
   */
  points: number;
  /**
   * Units ticked (for an order, every unit).
   */
  checkedNum: number;
}
/**
 * What the member may do with an order now.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__orderActions".
 */
export interface OrderActions {
  /**
   * Pay (UNPAID).
   */
  pay: boolean;
  /**
   * Cancel (not yet shipped).
   */
  cancel: boolean;
  /**
   * Confirm receipt (DELIVERED).
   */
  receive: boolean;
  /**
   * Remove from the list (CANCELLED, COMPLETED).
   */
  delete: boolean;
  /**
   * Some item may get after-sale.
   */
  afterSale: boolean;
  /**
   * Has a parcel to follow.
   */
  logistics: boolean;
}
/**
 * The invoice asked for with an order, as stored.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__orderInvoice".
 */
export interface OrderInvoice {
  invoiceType: InvoiceType;
  title: string;
  taxpayerId: string | null;
  purpose: InvoicePurpose;
  /**
   * When it was asked for (ISO).
   */
  requestedAt: string;
}
/**
 * The visitor of an order, as stored, with the document number and mobile masked.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__orderVisitor".
 */
export interface OrderVisitor {
  name: string;
  documentType: VisitorDocumentType;
  /**
   * Masked but for its first 4 and last 4, e.g. 1101**********002X.
   */
  documentNumber: string;
  /**
   * Masked, e.g. 138****8000.
   */
  mobile: string;
  /**
   * YYYY-MM-DD.
   */
  entryDate: string;
  email: string | null;
}
/**
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "disposable-card__disposableCardOrderSummary".
 */
export interface DisposableCardOrderSummary {
  sn: string;
  orderStatus: OrderStatus;
  createTime: string;
  points: number;
  units: number;
  firstItemName: string;
}
/**
 * Result of GET /buyer/disposable-card/card: the disposable (YCXK) card the session is the member of, as the header of the /disposableCard/* pages shows it; the result is null for an ordinary member.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "disposable-card".
 */
export interface DisposableCardSession {
  /**
   * The card number masked but for its first 4 and last 4 digits.
   */
  cardNo: string;
  cardName: string;
  /**
   * The enterprise that issued the card.
   */
  enterpriseName: string;
  /**
   * The redemption range the card buys from, in the caller's language; null for a card without one.
   */
  rangeName: string | null;
  /**
   * Points left on the card.
   */
  balance: number;
  /**
   * Its status now: an ACTIVE card past its date is EXPIRED. Only an ACTIVE card orders and pays.
   */
  status: 'ACTIVE' | 'USED' | 'FROZEN' | 'EXPIRED';
  /**
   * null: no end date.
   */
  validUntil: string | null;
  /**
   * The order that used the card up.
   */
  usedOrderSn: string | null;
  /**
   * Points left on the card when it was used, forfeited with it; null before.
   */
  forfeitedPoints: number | null;
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
 * JSON body of POST /buyer/member/evaluation: reviews an item of one of the member's completed orders, once per item.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "evaluation__evaluationRequest".
 */
export interface EvaluationRequest {
  /**
   * The order item reviewed.
   */
  orderItemSn: string;
  /**
   * How good, from 1 to 5 stars.
   */
  stars: number;
  /**
   * What the member thinks, 1 to 500 characters, not blank; stored and shown as text.
   */
  content: string;
  /**
   * Up to 3 pictures of the reviewed goods (its catalogue pictures, `/img/goods/...`). Defaults to none.
   *
   * @maxItems 3
   */
  images?: string[];
}
/**
 * Query of GET /buyer/member/evaluation and of a goods' reviews: which page, from 1 (defaults to 1), and how many per page, 1 to 50 (defaults to 10).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "evaluation__evaluationListQuery".
 */
export interface EvaluationListQuery {
  /**
   * Page, from 1. Defaults to `1`.
   */
  pageNumber?: string;
  /**
   * Rows per page, 1 to 50. Defaults to `10`.
   */
  pageSize?: string;
}
/**
 * One of the member's own reviews.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "evaluation__memberEvaluation".
 */
export interface MemberEvaluation {
  /**
   * Id of the review.
   */
  id: string;
  /**
   * The order of the item reviewed.
   */
  orderSn: string;
  /**
   * The item reviewed.
   */
  orderItemSn: string;
  goodsId: string;
  skuId: string;
  /**
   * Name of the goods when ordered.
   */
  goodsName: string;
  /**
   * Its picture when ordered.
   */
  goodsImage: string | null;
  stars: number;
  /**
   * What the member wrote, as text.
   */
  content: string;
  /**
   * Pictures chosen.
   */
  images: string[];
  /**
   * When it was written.
   */
  createTime: string;
}
/**
 * A review as the goods detail shows it, the reviewer's name masked.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "evaluation__goodsEvaluation".
 */
export interface GoodsEvaluation {
  id: string;
  /**
   * The reviewer's nickname (else login name) masked: first and last character kept (张*伟, w***g).
   */
  memberName: string;
  stars: number;
  /**
   * What the reviewer wrote, as text.
   */
  content: string;
  images: string[];
  /**
   * The spec bought, as ordered.
   */
  skuName: string;
  createTime: string;
}
/**
 * Result of GET /buyer/member/evaluation/{goodsId}/goodsEvaluation: a page of a goods' reviews, newest first, with their count and average.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "evaluation__goodsEvaluationPage".
 */
export interface GoodsEvaluationPage {
  records: GoodsEvaluation[];
  /**
   * Reviews of the goods.
   */
  total: number;
  current: number;
  size: number;
  pages: number;
  /**
   * Average stars of all its reviews, to one decimal; null without reviews.
   */
  averageStars: number | null;
}
/**
 * Result of GET /buyer/member/evaluation: a page of the member's own goods reviews, newest first.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "evaluation".
 */
export interface MemberEvaluationPage {
  records: MemberEvaluation[];
  /**
   * Rows in all pages.
   */
  total: number;
  /**
   * This page's number, from 1.
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
   * Which orders: ALL; WAIT_PAY (UNPAID); WAIT_SHIP (PAID, UNDELIVERED, TAKE); WAIT_ROG (DELIVERED); COMPLETED; WAIT_COMMENT (COMPLETED with an item not yet reviewed); CANCELLED.
   */
  tag: 'ALL' | 'WAIT_PAY' | 'WAIT_SHIP' | 'WAIT_ROG' | 'COMPLETED' | 'WAIT_COMMENT' | 'CANCELLED';
  /**
   * Only orders whose number, or the goods name of one of their lines, holds this text (any case, taken literally; trimmed, blank is no filter).
   */
  keyword?: string;
  /**
   * Only orders placed on or after this day in China time (YYYY-MM-DD); blank is no filter. A text that is no such day is refused (400).
   */
  createdFrom?: string;
  /**
   * Only orders placed on or before this day in China time (YYYY-MM-DD); blank is no filter. A day before createdFrom is refused (400).
   */
  createdTo?: string;
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
   * Full name, spec included, in the caller's language.
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
  /**
   * The store selling it.
   */
  storeId: string | null;
  /**
   * Its name in the caller's language.
   */
  storeName: string | null;
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
   * What one unit costs the member now, in points: the flash-sale price while one runs, else the catalogue price.
   */
  purchasePrice: number;
  /**
   * Ticked for checkout.
   */
  checked: boolean;
  /**
   * purchasePrice times num.
   */
  subTotal: number;
  /**
   * Units in stock.
   */
  stock: number;
  /**
   * Why the line cannot be ordered now (delisted, short of stock); null when it can.
   */
  invalidReason: string | null;
  /**
   * The running flash sale whose price applies; null otherwise.
   */
  marketId: string | null;
  /**
   * A plan whose goods must be redeemed on their own, when this SKU is one; null otherwise.
   */
  separatePlanName: string | null;
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
  /**
   * The order item's number (a review or an after-sale request names the item by it).
   */
  sn?: string;
  /**
   * Whether the member has reviewed this item (only items of a completed order can be).
   */
  reviewed?: boolean;
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
   * The order's total in yuan, at one yuan a welfare point (stored in fen).
   */
  flowPrice: number;
  /**
   * Welfare points the order costs (paid once it is PAID).
   */
  points: number;
  orderItems: OrderItemSummary[];
  actions: OrderActions;
  /**
   * Units in the order.
   */
  goodsNum: number;
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
 * A message or suggestion the member left, as userLeaveMessage answers it and getUserMessages lists it.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-messages__leaveMessage".
 */
export interface LeaveMessage {
  id: string;
  type: LeaveMessageType;
  /**
   * What the member wrote, at most 300 characters.
   */
  content: string;
  /**
   * The service's reply; null while unanswered.
   */
  reply: string | null;
  /**
   * When it was answered.
   */
  replyTime: string | null;
  createTime: string;
}
/**
 * Body of POST /buyer/message/userLeaveMessage: the type and the text (spec 03 section 5: at most 300 characters, not blank).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-messages__leaveMessageRequest".
 */
export interface LeaveMessageRequest {
  type: LeaveMessageType;
  /**
   * The message, 1 to 300 characters, not only spaces.
   */
  content: string;
}
/**
 * A station message the mall sent to the member (GET /buyer/message/member).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-messages__stationMessage".
 */
export interface StationMessage {
  id: string;
  /**
   * In the caller's language.
   */
  title: string;
  /**
   * In the caller's language.
   */
  content: string;
  /**
   * Whether the member has read it (PUT marks it read).
   */
  read: boolean;
  /**
   * When it was first read.
   */
  readTime: string | null;
  createTime: string;
}
/**
 * Result of GET /buyer/message/member: a page of the member's station messages, unread first, then the newest, and how many are unread in all.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-messages__stationMessagePage".
 */
export interface StationMessagePage {
  records: StationMessage[];
  /**
   * Messages in all pages.
   */
  total: number;
  /**
   * This page's number, from 1.
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
  /**
   * Unread messages in all pages.
   */
  unread: number;
}
/**
 * Query of GET /buyer/message/member and GET /buyer/message/getUserMessages: which page, from 1 (defaults to 1), and how many per page, 1 to 50 (defaults to 10).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-messages__memberMessageListQuery".
 */
export interface MemberMessageListQuery {
  /**
   * Page, from 1. Defaults to `1`.
   */
  pageNumber?: string;
  /**
   * Messages per page, 1 to 50. Defaults to `10`.
   */
  pageSize?: string;
}
/**
 * Result of GET /buyer/message/getUserMessages: a page of the messages and suggestions the member left (/home/message), the newest first, each with the service's reply when there is one.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-messages".
 */
export interface LeaveMessagePage {
  records: LeaveMessage[];
  /**
   * Messages in all pages.
   */
  total: number;
  /**
   * This page's number, from 1.
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
 * JSON body of POST /buyer/member/info/updateUser. The nickname is checked by the server (required, at most 10 characters) so that its refusal has the form's words; `code`, `mobile` and `email`, when sent, are encrypted like passwords. A changed mobile or e-mail is no longer verified.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-profile__memberUpdateRequest".
 */
export interface MemberUpdateRequest {
  nickName?: string;
  code?: string;
  mobile?: string;
  email?: string;
}
/**
 * Result of POST /buyer/passport/member/getVerifyStatus: what the member has verified and what their enterprise requires (spec 03 section 3). The verification dialog blocks the mall while a required one is not verified.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-profile__verifyStatus".
 */
export interface VerifyStatus {
  /**
   * The member's mobile, middle four digits masked; null when none.
   */
  bindMobile: string | null;
  /**
   * The mobile was proved with an SMS code.
   */
  mobileVerify: boolean;
  /**
   * The member's e-mail; null when none.
   */
  bindEmail: string | null;
  /**
   * The e-mail was proved with a mail code.
   */
  emailVerify: boolean;
  /**
   * Suffixes an enterprise e-mail must end with (@nova.example.com).
   */
  emailFormat: string[];
  /**
   * The enterprise requires a verified mobile.
   */
  requireMobile: boolean;
  /**
   * The enterprise requires a verified enterprise e-mail.
   */
  requireEmail: boolean;
}
/**
 * JSON body of POST /buyer/passport/member/sendSmsWithVerify: an SMS code to `mobile` or a mail code to `email` (one of the two), after the image code of the `uuid` header in `code`. The server words a missing image code, a bad mobile and an e-mail without an allowed suffix itself.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-profile__verifyCodeRequest".
 */
export interface VerifyCodeRequest {
  mobile?: string;
  email?: string;
  /**
   * The image code.
   */
  code?: string;
}
/**
 * Result of sending a verification code.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-profile__verifyCodeSent".
 */
export interface VerifyCodeSent {
  channel: 'sms' | 'email';
  /**
   * Where it went (a mobile with its middle four digits masked).
   */
  to: string;
  resendInSeconds: number;
  expiresInSeconds: number;
}
/**
 * JSON body of POST /buyer/passport/member/verifyUserInfo: the mobile and its SMS code and/or the e-mail and its mail code; each one the enterprise requires and the member has not verified must be there.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-profile__verifyUserInfoRequest".
 */
export interface VerifyUserInfoRequest {
  mobile?: string;
  smsCode?: string;
  email?: string;
  emailCode?: string;
}
/**
 * Result of POST /buyer/member/info/privacyConsent/status: whether the member's enterprise shows the privacy popup and whether the member has agreed.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-profile__privacyConsentStatus".
 */
export interface PrivacyConsentStatus {
  required: boolean;
  consented: boolean;
}
/**
 * JSON body of POST /buyer/member/info/privacyConsent/accept: both boxes of the privacy popup; each must be ticked (true).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-profile__privacyConsentRequest".
 */
export interface PrivacyConsentRequest {
  /**
   * Agreed to the privacy policy.
   */
  privacyPolicy?: boolean;
  /**
   * Agreed to the user agreement.
   */
  userAgreement?: boolean;
}
/**
 * A welfare card bound to the member (/home/bindingCard).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-profile__memberCard".
 */
export interface MemberCard {
  cardNo: string;
  cardName: string;
  status: 'ACTIVE' | 'FROZEN' | 'CANCELLED' | 'EXPIRED';
  validUntil: string | null;
  boundAt: string | null;
}
/**
 * JSON body of POST /buyer/member/account/bundOrderCard: an unbound welfare card of the member's enterprise and its password (encrypted like a login password).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-profile__bindCardRequest".
 */
export interface BindCardRequest {
  cardNo: string;
  password: string;
}
/**
 * Result of POST /buyer/member/info/getUserDetail: the member's profile (/home/profile). `code`, `mobile` and `email` travel encrypted with the password cipher (base64 of iv, ciphertext and tag); the storefront decrypts them.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "member-profile".
 */
export interface MemberDetail {
  id: string;
  /**
   * Login name.
   */
  username: string;
  nickName: string;
  code: MemberProfile_EncryptedField;
  mobile: MemberProfile_EncryptedField;
  email: MemberProfile_EncryptedField;
  /**
   * Welfare points.
   */
  point: number;
  /**
   * The member's enterprise.
   */
  oneId: string;
  /**
   * Its name in the caller's locale.
   */
  enterpriseName: string;
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
 * Body of POST /buyer/member/account/notlogin/getUserContactByLoginName: the first step of password recovery. The `uuid` header names the image code in `code`, which the look-up spends; one client address may look up 10 names an hour.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "passport-cards__userContactRequest".
 */
export interface UserContactRequest {
  username: string;
  /**
   * The image code.
   */
  code: string;
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
  /**
   * Key of this login for the optional replay-protection headers (`nonce`, `timestamp`, `signature` = HMAC-SHA256 of `${method}\n${path}\n${timestamp}\n${nonce}`, hex); the same for every refresh of the login.
   */
  signKey?: string;
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
 * Result of GET /buyer/other/loginPlatform/{oneId}, the login-platform lookup of spec 01 section 7: where an enterprise's members land after login. Null for an unknown enterprise.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "passport__loginPlatform".
 */
export interface LoginPlatform {
  oneId: string;
  /**
   * The storefront path the enterprise's members land on after login (e.g. `/custom`); null: the home page. Set per enterprise in `tenants.loginUrls` of config/client.json.
   */
  loginUrl: string | null;
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
 * One point account of the member.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "points__pointAccount".
 */
export interface PointAccount {
  classType: PointClassType;
  /**
   * The type's name in the caller's language (the `locale` header).
   */
  className: string;
  /**
   * What the points can be spent on, in the caller's language.
   */
  usage: string;
  /**
   * True for the mall account only: the balance this mall's checkout spends.
   */
  spendableAtCheckout: boolean;
  accountStatus: PointAccountStatus;
  /**
   * The account's balance; for MALL, the live members.point.
   */
  validBalance: number;
  createTime: string;
  /**
   * When the account's points expire; null when they never do.
   */
  expireTime: string | null;
}
/**
 * The figures of /home/myAccount. total = spendable + otherUsable: the spendable part is what the checkout can spend, the other part only elsewhere (the page says so). locked: balances of frozen accounts, in no total. Expired accounts count nowhere. used: points spent on orders net of their refunds, from the welfare-points ledger.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "points__pointTotals".
 */
export interface PointTotals {
  /**
   * spendable + otherUsable.
   */
  total: number;
  /**
   * The mall account's balance (members.point).
   */
  spendable: number;
  /**
   * Balances of the other accounts that are NORMAL (not frozen, not expired).
   */
  otherUsable: number;
  /**
   * Points paid for orders minus those refunded (cancellations, after-sale).
   */
  used: number;
  /**
   * Balances of the FROZEN accounts.
   */
  locked: number;
}
/**
 * Body of POST /buyer/member/account/getUserPointList, JSON or form: accountType 0, the points accounts (the only kind there is).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "points__pointAccountQuery".
 */
export interface PointAccountQuery {
  /**
   * 0: points accounts; a number in JSON, text in a form body.
   */
  accountType: 0 | '0';
}
/**
 * One change of one of the member's point accounts, with the balance it left.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "points__pointHistoryLine".
 */
export interface PointHistoryLine {
  /**
   * Id of the line, unique across the accounts.
   */
  id: string;
  classType: PointClassType;
  /**
   * The type's name in the caller's language.
   */
  className: string;
  time: string;
  /**
   * Points added (positive) or taken (negative).
   */
  change: number;
  /**
   * The account's balance after the change.
   */
  balanceAfter: number;
  kind: PointHistoryKind;
  /**
   * The order paid or refunded; null for others.
   */
  orderSn: string | null;
  /**
   * The after-sale request refunded; null for others.
   */
  afterSaleSn: string | null;
  /**
   * The reason of a grant or red packet, in the caller's language; null when none.
   */
  remark: string | null;
}
/**
 * Result of GET /buyer/member/account/getByPage and GET /buyer/wallet/log: a page of history lines, newest first.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "points__pointHistoryPage".
 */
export interface PointHistoryPage {
  records: PointHistoryLine[];
  /**
   * Lines in all pages.
   */
  total: number;
  /**
   * This page's number, from 1.
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
 * Query of GET /buyer/member/account/getByPage: which page (from 1, defaults to 1), how many per page (1 to 50, defaults to 10), and optionally one point type (all accounts when left out).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "points__pointHistoryQuery".
 */
export interface PointHistoryQuery {
  pageNumber?: Points_PageNumber;
  pageSize?: Points_PageSize;
  classType?: PointClassType;
}
/**
 * Query of GET /buyer/wallet/log: which page (from 1, defaults to 1) and how many per page (1 to 50, defaults to 10).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "points__walletLogQuery".
 */
export interface WalletLogQuery {
  pageNumber?: Points_PageNumber;
  pageSize?: Points_PageSize;
}
/**
 * Query of GET /buyer/member/account/getMemberPointsHistoryVO: the point type.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "points__pointTypeQuery".
 */
export interface PointTypeQuery {
  classType: PointClassType;
}
/**
 * Result of GET /buyer/member/account/getMemberPointsHistoryVO: the head of /home/pointTypeDetail, one account and what came in and went out of it. The account is null when the member has none of that type.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "points__pointTypeHistory".
 */
export interface PointTypeHistory {
  classType: PointClassType;
  className: string;
  usage: string;
  account: PointAccount | null;
  /**
   * Sum of the positive changes.
   */
  income: number;
  /**
   * Sum of the negative changes, as a positive number.
   */
  expense: number;
}
/**
 * Body of POST /buyer/member/account/pointUseQuery: which page, how many per page (1 to 50), and optionally a range of days (yyyy-MM-dd, China time, both included).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "points__pointUseQuery".
 */
export interface PointUseQuery {
  pageNumber: number;
  pageSize: number;
  startDate?: string;
  endDate?: string;
}
/**
 * One spending record: an order paid with welfare points, or points given back for it.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "points__pointUseRecord".
 */
export interface PointUseRecord {
  id: string;
  time: string;
  kind: PointUseKind;
  change: number;
  balanceAfter: number;
  orderSn: string | null;
  afterSaleSn: string | null;
}
/**
 * Result of POST /buyer/member/account/pointUseQuery, newest first.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "points__pointUsePage".
 */
export interface PointUsePage {
  records: PointUseRecord[];
  total: number;
  current: number;
  size: number;
  pages: number;
}
/**
 * Result of GET /buyer/wallet/wallet: the member's assets (/home/MoneyManagement).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "points__wallet".
 */
export interface Wallet {
  /**
   * Welfare points the checkout can spend (members.point).
   */
  spendable: number;
  /**
   * Usable points of the other accounts, spent elsewhere.
   */
  otherUsable: number;
  /**
   * Points of frozen accounts.
   */
  locked: number;
  /**
   * The accounts besides the mall account.
   */
  otherAccounts: PointAccount[];
  /**
   * Claimed coupons not used and not expired.
   */
  unusedCoupons: number;
}
/**
 * Result of POST /buyer/member/account/getUserPointList (accountType 0): the member's point accounts (/home/myAccount) and their totals.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "points".
 */
export interface PointAccountList {
  /**
   * The mall account (welfare points, members.point) first, then the other accounts by point type.
   */
  accounts: PointAccount[];
  totals: PointTotals;
}
/**
 * Result of POST /buyer/member/packet/permissions: whether the member has a red packet to receive now (a batch of their audience, running, not yet received); the home page shows its tip when so.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "red-packet__redPacketPermission".
 */
export interface RedPacketPermission {
  /**
   * True when a packet waits for the member.
   */
  hasPermission: boolean;
}
/**
 * Result of POST /buyer/member/packet/packetQuery: the batch the game is played for (the open batch of the member's audience ending first, not yet received), or null when there is none.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "red-packet__redPacketBatch".
 */
export interface RedPacketBatch {
  /**
   * Number of the batch, sent back with packetReceive.
   */
  batchNo: string;
  /**
   * Name of the batch, in the caller's language.
   */
  name: string;
  /**
   * What its points are called, in the caller's language.
   */
  unit: string;
  /**
   * When the batch ends.
   */
  endTime: string;
}
/**
 * Body of POST /buyer/member/packet/packetReceive. oneId and userId must be the session's own enterprise and member; the amount is never the caller's to say.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "red-packet__redPacketReceiveRequest".
 */
export interface RedPacketReceiveRequest {
  /**
   * The batch of packetQuery.
   */
  batchNo: string;
  /**
   * The member's enterprise.
   */
  oneId: string;
  /**
   * The member's id.
   */
  userId: string;
}
/**
 * Result of POST /buyer/member/packet/packetReceive: the red packet the member received from a batch (spec 03 section 3: batchNo, balance, unit). Receiving the same batch again answers the same receipt and pays nothing more.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "red-packet".
 */
export interface RedPacketReceipt {
  /**
   * The batch the packet came from.
   */
  batchNo: string;
  /**
   * Points the packet paid into the member's spendable points, decided by the server.
   */
  balance: number;
  /**
   * What the points are called for the member's enterprise, in the caller's language ('福利积分').
   */
  unit: string;
  /**
   * When it was received.
   */
  receiveTime: string;
}
/**
 * One flash-sale session, as GET .../seckill/sessions lists them (earliest start first).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "seckill__seckillSession".
 */
export interface SeckillSession {
  /**
   * The market: the `marketId` of its goods and of the goods detail.
   */
  marketId: string;
  /**
   * The session's name as the operator entered it.
   */
  name: string;
  state: SeckillSessionState;
  /**
   * When the session starts (ISO 8601).
   */
  startTime: string;
  /**
   * When the session ends (ISO 8601).
   */
  endTime: string;
  /**
   * The session's own word for points (`蓝海币`); absent: the enterprise's usual word.
   */
  priceUnit?: string;
  /**
   * Its on-sale SKUs.
   */
  goodsCount: number;
}
/**
 * Query of GET .../seckill/goods: one page of a session's goods at the flash price with their stock.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "seckill__seckillGoodsQuery".
 */
export interface SeckillGoodsQuery {
  /**
   * The session; unknown, not a flash sale, or not visible to the caller: refused (活动不存在).
   */
  marketId: string;
  /**
   * Page, from 1. Defaults to 1.
   */
  pageNumber?: string;
  /**
   * Goods per page, 1 to 50. Defaults to 10.
   */
  pageSize?: string;
}
/**
 * One SKU of a flash-sale session: its flash price next to its everyday price, and its stock.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "seckill__seckillGoods".
 */
export interface SeckillGoods {
  skuId: string;
  goodsId: string;
  /**
   * In the caller's language where it has one.
   */
  productName: string;
  /**
   * The goods' first picture; null when it has none.
   */
  productImage: string | null;
  /**
   * Price in points during the session.
   */
  flashPrice: number;
  /**
   * The SKU's everyday price in points, shown struck through.
   */
  catalogPrice: number;
  /**
   * Units left of the SKU (its real stock).
   */
  stock: number;
}
/**
 * Result of GET .../seckill/goods: a page of a session's goods in the session's order, delisted goods left out.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "seckill__seckillGoodsPage".
 */
export interface SeckillGoodsPage {
  records: SeckillGoods[];
  /**
   * Goods in all pages.
   */
  total: number;
  /**
   * This page's number, from 1.
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
 * Query of GET .../seckill/sessions: the flash-sale sessions (markets of type `rush`) of one platform the caller may see, for /seckill: the running ones, those starting within 7 days and those ended within the last day, by start time. Answers guests too: a session limited to some enterprises is shown to their members only.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "seckill".
 */
export interface SeckillSessionQuery {
  /**
   * The platform: `1` HSHSC (the main mall), `2` DZPT. Defaults to `1`.
   */
  marketPlatform?: '1' | '2';
}
/**
 * JSON body of POST /buyer/member/account/payPwd (/home/payPassword): a new pay password, allowed by the old one or by an SMS code sent to the member's own mobile (sendCodeWithCountLimit). When the member's updatePayPwdWithCode is '1' only the code counts. A non-empty `code` is checked before `oldPassword`.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "security__payPasswordUpdate".
 */
export interface PayPasswordUpdate {
  oldPassword?: Security_EncryptedPassword;
  /**
   * The SMS code of purpose PAY_PASSWORD; empty or left out when the old pay password is given.
   */
  code?: string;
  newPassword: Security_EncryptedPassword;
}
/**
 * JSON body of POST /buyer/passport/member/sendCodeWithCountLimit: an SMS code to the logged-in member's own mobile (one per phone per 60 s); it answers the mobile masked.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "security__memberSmsCodeRequest".
 */
export interface MemberSmsCodeRequest {
  function: MemberSmsFunction;
}
/**
 * JSON body of POST /buyer/member/info/auth/updatePassword (/home/loginPassword and the password reminder): the logged-in member replaces their login password. The login name is the session's member.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "security".
 */
export interface LoginPasswordChange {
  oldPassword: Security_EncryptedPassword;
  newPassword: Security_EncryptedPassword;
}
/**
 * Body of POST .../userBookRecord and .../memberCards: which page, from 1 (defaults to 1), and how many per page, 1 to 1000 (defaults to 12).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "shell-booking__shellPageQuery".
 */
export interface ShellPageQuery {
  /**
   * Page, from 1. Defaults to `1`.
   */
  pageNum?: number;
  /**
   * Rows per page. Defaults to `12`.
   */
  pageSize?: number;
}
/**
 * Body of POST /buyer/member/shellBook/getCanBoolDateList: which page, from 1 (defaults to 1), and how many dates per page, 1 to 100 (defaults to 100).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "shell-booking__shellDateListQuery".
 */
export interface ShellDateListQuery {
  /**
   * Page, from 1. Defaults to `1`.
   */
  pageNum?: number;
  /**
   * Dates per page. Defaults to `100`.
   */
  pageSize?: number;
}
/**
 * Body of POST /buyer/member/shellBook/getCanBookList: the member's cards as they stand on `validDate`; page from 1 (defaults to 1), 1 to 1000 per page (defaults to 1000).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "shell-booking__shellCardListQuery".
 */
export interface ShellCardListQuery {
  /**
   * Page, from 1. Defaults to `1`.
   */
  pageNum?: number;
  /**
   * Cards per page. Defaults to `1000`.
   */
  pageSize?: number;
  validDate: ShellBooking_ShellDate;
}
/**
 * Body of POST /buyer/member/shellBook/book: books one of the member's cards for a day and a time slot of it. One booking per card and day; a slot takes as many bookings as its capacity.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "shell-booking__shellBookInput".
 */
export interface ShellBookInput {
  id: ShellBooking_ShellId;
  validDate: ShellBooking_ShellDate;
  bookTime: ShellBooking_ShellBookTime;
  /**
   * Who comes to the station, 1 to 20 characters (prefilled with the member's name).
   */
  userName: string;
  /**
   * Their employee number, 1 to 20 letters, digits or hyphens (prefilled with the member's).
   */
  empNum: string;
}
/**
 * Body of POST /buyer/member/shellBook/cancal: cancels one of the member's bookings, before its day.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "shell-booking__shellCancelInput".
 */
export interface ShellCancelInput {
  id: ShellBooking_ShellId;
}
/**
 * A time slot of a service day with its capacity and the places left.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "shell-booking__shellSlot".
 */
export interface ShellSlot {
  bookTime: ShellBooking_ShellBookTime;
  /**
   * Bookings the slot takes.
   */
  capacity: number;
  /**
   * Places left (capacity less the live bookings).
   */
  remaining: number;
}
/**
 * A day of the booking window (tomorrow to 14 days ahead) that has time slots.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "shell-booking__shellBookableDate".
 */
export interface ShellBookableDate {
  validDate: ShellBooking_ShellDate;
  /**
   * Places left in all its slots; 0: fully booked.
   */
  remaining: number;
  slots: ShellSlot[];
}
/**
 * Result of POST /buyer/member/shellBook/getCanBoolDateList: the days of the booking window, earliest first.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "shell-booking__shellBookableDatePage".
 */
export interface ShellBookableDatePage {
  records: ShellBookableDate[];
  total: number;
  current: number;
  size: number;
  pages: number;
}
/**
 * One of the member's cards as it stands on a day (a row of the /Shelli table): booked or not, and whether it can be booked or the booking cancelled. An unbooked card carries the member's name and employee number to prefill the booking form.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "shell-booking__shellCardForDate".
 */
export interface ShellCardForDate {
  /**
   * Id of the card (what `book` takes).
   */
  id: string;
  /**
   * Number printed on the card.
   */
  cardNum: string;
  /**
   * What the card is (壳牌精致洗车卡).
   */
  cardName: string;
  /**
   * 1: booked on this day; 0: not.
   */
  cardStatus: 0 | 1;
  /**
   * 1: not booked, valid on the day, the day in the window and a slot has places.
   */
  canBook: 0 | 1;
  /**
   * 1: booked and the day is still ahead.
   */
  canCancel: 0 | 1;
  /**
   * Id of the booking (what `cancal` takes); null when not booked.
   */
  bookingId: string | null;
  /**
   * Who the booking is for; the member's name when not booked.
   */
  userName: string;
  /**
   * Their employee number; the member's when not booked.
   */
  empNum: string;
  validDate: ShellBooking_ShellDate;
  /**
   * The booked slot; null when not booked.
   */
  bookTime: string | null;
  /**
   * When the booking was made; null when not booked.
   */
  operationTime: string | null;
}
/**
 * Result of POST /buyer/member/shellBook/getCanBookList: the member's cards on a day, by card number.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "shell-booking__shellCardForDatePage".
 */
export interface ShellCardForDatePage {
  records: ShellCardForDate[];
  total: number;
  current: number;
  size: number;
  pages: number;
}
/**
 * One of the member's bookings, as `book`, `cancal` and the record list answer it.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "shell-booking__shellBookingRecord".
 */
export interface ShellBookingRecord {
  /**
   * Id of the booking.
   */
  id: string;
  cardId: string;
  cardNum: string;
  cardName: string;
  /**
   * 1: booked; 0: cancelled.
   */
  cardStatus: 0 | 1;
  /**
   * 1: booked and the day is still ahead.
   */
  canCancel: 0 | 1;
  userName: string;
  empNum: string;
  validDate: ShellBooking_ShellDate;
  bookTime: ShellBooking_ShellBookTime;
  /**
   * When it was booked.
   */
  createTime: string;
  /**
   * When it was last changed: booked, or cancelled.
   */
  operationTime: string;
}
/**
 * One of the member's shell cards with what and where it fits and its validity (/fitList).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "shell-booking__shellCard".
 */
export interface ShellCard {
  id: string;
  cardNum: string;
  cardName: string;
  /**
   * The service it covers and the stations that take it.
   */
  fitScope: string;
  validFrom: ShellBooking_ShellDate;
  validUntil: ShellBooking_ShellDate;
  /**
   * Whether today is within its validity.
   */
  valid: boolean;
}
/**
 * Result of POST /buyer/member/shellBook/memberCards: the member's cards, by card number.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "shell-booking__shellCardPage".
 */
export interface ShellCardPage {
  records: ShellCard[];
  total: number;
  current: number;
  size: number;
  pages: number;
}
/**
 * Result of POST /buyer/member/shellBook/userBookRecord: a page of the member's shell-card bookings, booked and cancelled, the latest operation first (/recordList, page size 12).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "shell-booking".
 */
export interface ShellBookingRecordPage {
  records: ShellBookingRecord[];
  /**
   * Bookings in all pages.
   */
  total: number;
  /**
   * This page's number, from 1.
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
 * Result of GET /buyer/bindEnterLogo/logo (member): the header logo of the member's enterprise and the sub-logo shown beside it, pictures of the mall's image set; null where the enterprise has none (the site's logo is shown instead).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "site__enterpriseLogo".
 */
export interface EnterpriseLogo {
  /**
   * The enterprise's logo; null: none.
   */
  logoPath: string | null;
  /**
   * Shown beside the logo; null: none (never set without a logo).
   */
  subLogoPath: string | null;
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
/**
 * Body of POST /buyer/member/account/notlogin/getUserByToken and getCardByToken: an identity provider's token (the code of an SSO login, not yet exchanged), read without spending it.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "sso__ssoTokenRequest".
 */
export interface SsoTokenRequest {
  token: string;
  /**
   * The enterprise expected, when known; a token of another enterprise is refused.
   */
  oneId?: string;
}
/**
 * Result of POST /buyer/member/account/notlogin/getUserByToken: the member an identity provider's token names.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "sso__ssoUser".
 */
export interface SsoUser {
  oneId: string;
  /**
   * In the caller's language.
   */
  enterpriseName: string;
  username: string;
  nickName: string;
}
/**
 * Result of GET /buyer/member/account/sso/auth/login/url/{oneId}: where the enterprise's members log in (its identity provider's login page, `tenants.ssoLoginUrls` of config/client.json). The storefront adds `redirect_uri`, `state` and `ui_locales`.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "sso__ssoLoginUrl".
 */
export interface SsoLoginUrl {
  oneId: string;
  loginUrl: string;
}
/**
 * Body of POST /buyer/bindEnterAs/getAs: the enterprise whose authorization-server settings are asked for.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "sso__ssoSettingsRequest".
 */
export interface SsoSettingsRequest {
  oneId: string;
}
/**
 * Result of POST /buyer/bindEnterAs/getAs: the authorization server (identity provider) bound to an enterprise, what a login through it needs; null for an enterprise without single sign-on. Nothing secret.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "sso__ssoSettings".
 */
export interface SsoSettings {
  oneId: string;
  /**
   * In the caller's language.
   */
  enterpriseName: string;
  /**
   * The identity provider's login page.
   */
  loginUrl: string;
  /**
   * The `iss` its codes carry.
   */
  issuer: string;
  /**
   * The mall's client id there: the `aud` its codes carry.
   */
  clientId: string;
  responseType: 'code';
  /**
   * The storefront path the identity provider sends the code back to (`redirect_uri`).
   */
  callbackPath: string;
  /**
   * How long a code may be exchanged.
   */
  codeLifetimeSeconds: number;
}
/**
 * Body of POST /buyer/passport/member/enterpriseSsoLogin (form or JSON): the signed code the enterprise's identity provider sent back to the storefront's /sso/callback, exchanged once for the mall's login (spec 01 section 4, spec 03 section 7).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "sso".
 */
export interface SsoLoginRequest {
  /**
   * The identity provider's code: a signed JWT (HS256) naming the employee (`sub`, their user name), for the audience `mall:{oneId}`, valid about 60 seconds, with a `jti` the mall takes once.
   */
  code: string;
  /**
   * The enterprise the storefront expects the code from, when it knows it; a code of another enterprise is refused.
   */
  oneId?: string;
}
/**
 * Body of PUT /buyer/store/store/apply/first (JSON): the company behind the store. Saving it starts the application (DRAFT) or changes a DRAFT or REFUSED one. Names and addresses are one line without spaces at either end (the storefront trims what is typed).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "store-apply__storeApplyCompany".
 */
export interface StoreApplyCompany {
  /**
   * The company's registered name, as on its business licence.
   */
  companyName: string;
  /**
   * Registered address.
   */
  companyAddress: string;
  /**
   * A landline with its area code (0571-88886666, an extension after a dash), a mobile or a 400 number.
   */
  companyPhone: string;
  /**
   * The e-mail address review results and notices go to.
   */
  companyEmail: string;
  /**
   * Number of employees.
   */
  employeeNum: number;
  /**
   * Registered capital in units of 10,000 yuan (万元).
   */
  registeredCapital: number;
  /**
   * The person the mall contacts about the application.
   */
  linkName: string;
  /**
   * The contact's mobile: 11 digits starting 13 to 19.
   */
  linkPhone: string;
  /**
   * Unified social credit code (统一社会信用代码, GB 32100-2015): 18 digits or capital letters (no I, O, S, V, Z), the last a check character the server verifies too.
   */
  licenseNum: string;
  /**
   * The legal representative (法定代表人).
   */
  legalName: string;
}
/**
 * Body of PUT /buyer/store/store/apply/second (JSON): the bank account settlements are paid to. The company step must be saved first. Names and addresses are one line without spaces at either end (the storefront trims what is typed).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "store-apply__storeApplyFinance".
 */
export interface StoreApplyFinance {
  /**
   * The account's holder, usually the company's name.
   */
  settlementBankAccountName: string;
  /**
   * The account number, 8 to 30 digits.
   */
  settlementBankAccountNum: string;
  /**
   * The bank and branch that keep the account (中国工商银行杭州文三路支行).
   */
  settlementBankBranchName: string;
  /**
   * The branch's code in the national payment system (支行联行号), 12 digits.
   */
  settlementBankJointName: string;
}
/**
 * Body of PUT /buyer/store/store/apply/third (JSON): the store itself. The company and finance steps must be saved first; saving this step submits the application for review (APPLYING). Names and addresses are one line without spaces at either end (the storefront trims what is typed).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "store-apply__storeApplyStore".
 */
export interface StoreApplyStore {
  /**
   * The store's name; no open store and no other application under review or passed may have it (letter case aside).
   */
  storeName: string;
  /**
   * What the store sells, shown on its page; may run over several lines.
   */
  storeDesc: string;
  /**
   * Where the store ships from and takes returns.
   */
  storeAddressDetail: string;
  /**
   * The first-level categories the store will sell in, by id (the category tree's roots).
   *
   * @minItems 1
   * @maxItems 20
   */
  goodsManagementCategory: [string, ...string[]];
}
/**
 * Result of GET /buyer/store/store/apply (null before the member starts one) and of each PUT step: a member's application to open a store on the mall (/shopEntry), saved step by step (company, finance, store) and submitted for review with the store step. One per member.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "store-apply".
 */
export interface StoreApplication {
  status: StoreApplyStatus;
  /**
   * The company step as saved; null until it is.
   */
  company: StoreApplyCompany | null;
  /**
   * The finance step as saved; null until it is.
   */
  finance: StoreApplyFinance | null;
  /**
   * The store step as last submitted; null until it is.
   */
  store: StoreApplyStore | null;
  /**
   * Why the reviewer refused it (REFUSED); null otherwise.
   */
  refusalReason: string | null;
  /**
   * The store opened for it (PASSED), for /merchant?id={storeId}; null otherwise.
   */
  storeId: string | null;
  /**
   * When the company step was first saved.
   */
  createTime: string;
  /**
   * When a step was last saved or the review decided.
   */
  updateTime: string;
  /**
   * When the store step last submitted it for review; null while a draft.
   */
  submitTime: string | null;
}
/**
 * Form or JSON body of the cart's tick calls.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__cartCheckedBody".
 */
export interface CartCheckedBody {
  checked: Trade_CheckedFlag;
}
/**
 * Form or JSON body of POST /buyer/trade/carts/sku/num/{skuId}.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__cartNumBody".
 */
export interface CartNumBody {
  /**
   * Units, 1-999; a form sends the text.
   */
  num: number | string;
}
/**
 * Form or JSON body of POST /buyer/trade/carts/sku/updateSpec: moves a line to another SKU of the same goods.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__cartUpdateSpecBody".
 */
export interface CartUpdateSpecBody {
  skuId: SkuId;
  newSkuId: SkuId;
}
/**
 * JSON body of POST /buyer/trade/carts/addGoodsList: several goods added at once, all or none.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__cartAddGoodsListBody".
 */
export interface CartAddGoodsListBody {
  /**
   * @minItems 1
   * @maxItems 50
   *
   * Items: One SKU and its units.
   */
  skuList: [
    {
      skuId: SkuId;
      num: number;
    },
    ...{
      skuId: SkuId;
      num: number;
    }[],
  ];
}
/**
 * A store the cart buys from: its lines and its freight rule.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__cartStore".
 */
export interface CartStore {
  /**
   * Store id.
   */
  storeId: string;
  /**
   * Store name in the caller's language.
   */
  storeName: string;
  /**
   * Its lines, in the cart's order.
   */
  skuIds: string[];
  /**
   * Every line of the store is ticked.
   */
  checked: boolean;
  /**
   * Free shipping from this many yuan of ticked goods; null: always free.
   */
  freeShippingThreshold: number | null;
  /**
   * Freight in yuan below the threshold.
   */
  freight: number;
  /**
   * Freight the ticked lines of this store pay now, in points.
   */
  freightPoints: number;
}
/**
 * Result of POST /buyer/trade/carts/checkPlanMaxExchange: whether the ticked lines may be ordered together.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__planExchangeCheck".
 */
export interface PlanExchangeCheck {
  /**
   * True when nothing stops the order.
   */
  pass: boolean;
  /**
   * Ticked lines of a plan whose goods must be redeemed on their own, when other goods are ticked too.
   */
  separateSkuIds: string[];
  /**
   * Why not, for the re-tick prompt; null when it passes.
   */
  message: string | null;
}
/**
 * JSON body of preCheck/payment and commitOrder: the ticked lines, or with `skuId` and `num` that one line alone (buy now, the cart left as it is), shipped to an address of the member's, with an optional coupon.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__checkoutRequest".
 */
export interface CheckoutRequest {
  skuId?: SkuId;
  /**
   * Buy now: units of `skuId`.
   */
  num?: number;
  addressId: string;
  /**
   * A coupon the member claimed; null or absent for none.
   */
  couponId?: string | null;
  /**
   * A note for the seller.
   */
  remark?: string;
  invoice?: InvoiceRequest;
  visitor?: VisitorRequest;
}
/**
 * An invoice the member asks for (spec 03 section 7, the invoice area). The server checks the rest and words its refusals: a title of 1-100 characters; BUSINESS needs a taxpayer ID of TAX_NUMBER_PATTERN (15, 17, 18 or 20 capital letters and digits; lower case is taken as upper), INDIVIDUAL takes none.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__invoiceRequest".
 */
export interface InvoiceRequest {
  invoiceType: InvoiceType;
  /**
   * The invoice's title: the company's or the person's name.
   */
  title: string;
  /**
   * The company's taxpayer ID; BUSINESS only.
   */
  taxpayerId?: string | null;
  purpose: InvoicePurpose;
}
/**
 * Who comes in person for goods received on site (spec 03 section 7, the visitor area: name, document type, number, phone, entry date, e-mail). The server checks the rest and words its refusals: a name of 1-20 characters; an ID card of ID_CARD_PATTERN whose 18th character is its check character, another document 5-20 letters and digits (lower case taken as upper); a mobile of 11 digits starting 13-19; an entry date from tomorrow (China's calendar) to 60 days ahead; an e-mail, when given, in the address book's e-mail pattern.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__visitorRequest".
 */
export interface VisitorRequest {
  /**
   * The visitor's name as on the document.
   */
  name: string;
  documentType: VisitorDocumentType;
  documentNumber: string;
  mobile: string;
  /**
   * The day they come, YYYY-MM-DD.
   */
  entryDate: string;
  /**
   * Optional.
   */
  email?: string | null;
}
/**
 * JSON body of POST /buyer/order/order/invoice: asks for the invoice of one of the member's orders that has none yet.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__orderInvoiceBody".
 */
export interface OrderInvoiceBody {
  sn: Trade_OrderSn;
  invoice: InvoiceRequest;
}
/**
 * Query of GET /buyer/trade/carts/checked: the ticked lines, or with `skuId` and `num` that one line alone (buy now).
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__checkoutQuery".
 */
export interface CheckoutQuery {
  skuId?: SkuId;
  num?: BuyNowNumText;
  addressId?: string;
  couponId?: string;
}
/**
 * Query of GET /buyer/trade/carts/shippingAddress: whether the ticked lines, or with `skuId` and `num` that one line alone (buy now), are delivered to each address.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__shippingAddressQuery".
 */
export interface ShippingAddressQuery {
  skuId?: SkuId;
  num?: BuyNowNumText;
}
/**
 * A coupon the member holds, as checkout offers it.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__checkoutCoupon".
 */
export interface CheckoutCoupon {
  coupon: Coupon;
  /**
   * It applies to the ticked lines now.
   */
  usable: boolean;
  /**
   * Why not (threshold not met, no goods in its scope); null when usable.
   */
  reason: string | null;
  /**
   * What it would take off, in points.
   */
  discountPoints: number;
}
/**
 * One of the member's addresses with whether the ticked goods are delivered there.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__checkoutAddress".
 */
export interface CheckoutAddress {
  address: MemberAddress;
  /**
   * Every ticked goods is delivered there.
   */
  deliverable: boolean;
  undeliverableSkuIds: string[];
}
/**
 * Result of GET /buyer/trade/carts/checked: the ticked lines priced for checkout.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__checkoutView".
 */
export interface CheckoutView {
  skuList: CartSku[];
  stores: CartStore[];
  priceDetail: PriceDetail;
  coupons: CheckoutCoupon[];
  /**
   * The coupon applied: the one asked for when usable, else null.
   */
  couponId: string | null;
  /**
   * The address asked for, else the default; null when the member has none.
   */
  address: CheckoutAddress | null;
  planCheck: PlanExchangeCheck;
  /**
   * The member's welfare points now.
   */
  balance: number;
  /**
   * Whether some ticked goods are received in person (a plan with the visitor rule, e.g. 健康体检): placing the order then needs `visitor`.
   */
  visitorRequired: boolean;
}
/**
 * Result of POST commitOrder.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__orderPlaced".
 */
export interface OrderPlaced {
  /**
   * The new order's number.
   */
  sn: string;
  /**
   * What paying it takes.
   */
  points: number;
}
/**
 * JSON body naming one of the member's orders.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__orderSnBody".
 */
export interface OrderSnBody {
  sn: Trade_OrderSn;
}
/**
 * JSON body of the cancel call.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__orderCancelBody".
 */
export interface OrderCancelBody {
  sn: Trade_OrderSn;
  reason: string;
}
/**
 * JSON body of payPwdCheck and wallet/set-password.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__payPasswordBody".
 */
export interface PayPasswordBody {
  password: Trade_EncryptedPassword;
}
/**
 * JSON body of POST orderSettlePay.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__orderPayBody".
 */
export interface OrderPayBody {
  sn: Trade_OrderSn;
  password: Trade_EncryptedPassword;
}
/**
 * Result of POST check/payment.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__paymentCheck".
 */
export interface PaymentCheck {
  /**
   * Order number.
   */
  sn: string;
  orderStatus: OrderStatus;
  /**
   * What paying takes.
   */
  points: number;
  /**
   * The member's welfare points.
   */
  balance: number;
  /**
   * The balance covers it.
   */
  enough: boolean;
  /**
   * The member has a pay password (else set one first).
   */
  payPasswordSet: boolean;
  /**
   * When an unpaid order closes unpaid (ISO date-time): its placing plus the pay window (24 hours). Paying after it is refused and closes the order.
   */
  payDeadline: string;
  /**
   * The order's lines, in their order.
   */
  items: PaymentItem[];
}
/**
 * One line of the order being paid.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__paymentItem".
 */
export interface PaymentItem {
  /**
   * The SKU bought.
   */
  skuId: string;
  /**
   * The goods' name as ordered.
   */
  name: string;
  /**
   * The SKU's spec values in the caller's language, or null when it has none.
   */
  spec: string | null;
  /**
   * The goods' picture.
   */
  image: string | null;
  /**
   * Units.
   */
  num: number;
  /**
   * Points a unit.
   */
  price: number;
}
/**
 * Result of POST orderSettlePay.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__paymentResult".
 */
export interface PaymentResult {
  /**
   * Order number.
   */
  sn: string;
  /**
   * Points paid.
   */
  points: number;
  /**
   * Points left.
   */
  balance: number;
  /**
   * When it was paid (ISO date-time).
   */
  payTime: string;
}
/**
 * One step of a parcel.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__logisticsTrace".
 */
export interface LogisticsTrace {
  /**
   * ISO date-time.
   */
  time: string;
  /**
   * What happened, in the caller's language.
   */
  context: string;
}
/**
 * Result of POST getExpressInfo.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__logisticsInfo".
 */
export interface LogisticsInfo {
  /**
   * Courier.
   */
  logisticsCompany: string | null;
  /**
   * Waybill.
   */
  logisticsNo: string | null;
  /**
   * Newest first.
   */
  traces: LogisticsTrace[];
}
/**
 * Query of GET /buyer/promotion/coupon/getCoupons.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__memberCouponQuery".
 */
export interface MemberCouponQuery {
  /**
   * NEW unused and valid, USED spent, EXPIRE past its end unused.
   */
  status: 'NEW' | 'USED' | 'EXPIRE';
  /**
   * Page, from 1.
   */
  pageNumber: string;
  /**
   * Rows per page, 1 to 50.
   */
  pageSize: string;
}
/**
 * A coupon the member claimed.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__memberCoupon".
 */
export interface MemberCoupon {
  coupon: Coupon;
  status: 'NEW' | 'USED' | 'EXPIRE';
  /**
   * ISO.
   */
  claimedAt: string;
  /**
   * ISO; null unless used.
   */
  usedAt: string | null;
  /**
   * The order that spent it.
   */
  usedOrderSn: string | null;
}
/**
 * Result of GET getCoupons: a page of the member's coupons.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__memberCouponPage".
 */
export interface MemberCouponPage {
  records: MemberCoupon[];
  total: number;
  current: number;
  size: number;
  pages: number;
}
/**
 * JSON body of POST /dev/fulfil.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__devFulfilBody".
 */
export interface DevFulfilBody {
  sn?: Trade_OrderSn;
}
/**
 * What POST /dev/fulfil moved.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade__devFulfilResult".
 */
export interface DevFulfilResult {
  /**
   * PAID orders the seller accepted (now UNDELIVERED).
   */
  accepted: string[];
  /**
   * Orders shipped (now DELIVERED).
   */
  shipped: string[];
  /**
   * TAKE orders verified (now COMPLETED).
   */
  verified: string[];
  /**
   * After-sale requests moved on.
   */
  afterSales: string[];
}
/**
 * Result of GET /buyer/trade/carts/all and of every cart write: the member's cart, most recently added first, its stores and what the ticked lines cost.
 *
 * This interface was referenced by `MallSchemas`'s JSON-Schema
 * via the `definition` "trade".
 */
export interface CartView {
  skuList: CartSku[];
  stores: CartStore[];
  priceDetail: PriceDetail;
  /**
   * Units in the cart (the badge).
   */
  count: number;
}

import { PRODUCT_SEGMENT } from '@mall/schemas';

/** A help page: its address, the article it shows, and its name in the side menu. */
export interface HelpPage {
  path: string;
  /** Id of the article (fixtures/seed/articles.json); absent for a terms page, whose text is the catalogue's. */
  articleId?: string;
  /** Catalogue key of its name in the menu. */
  labelKey: string;
}

/** The /accountCenter pages the footer's service links open (spec 01 section 2.3), in menu order. */
export const ACCOUNT_CENTER_PAGES = [
  { path: '/accountCenter/shoppingGuide', articleId: 'shopping-guide', labelKey: 'help.page.shoppingGuide' },
  { path: '/accountCenter/contactUs', articleId: 'contact-us', labelKey: 'help.page.contactUs' },
  {
    path: '/accountCenter/subAfterService',
    articleId: 'after-sale-service',
    labelKey: 'help.page.afterService',
  },
  { path: '/accountCenter/delivery', articleId: 'delivery', labelKey: 'help.page.delivery' },
  {
    path: '/accountCenter/subJingdongRefundStandard',
    articleId: 'jd-refund-standard',
    labelKey: 'help.page.jingdongRefund',
  },
  {
    path: '/accountCenter/subSuningRefundStandard',
    articleId: 'suning-refund-standard',
    labelKey: 'help.page.suningRefund',
  },
  {
    path: '/accountCenter/businessCooperation',
    articleId: 'business-cooperation',
    labelKey: 'help.page.businessCooperation',
  },
] as const satisfies readonly HelpPage[];

/** The member centre's service pages (/home children of spec 01 section 2.3), in menu order. */
export const MEMBER_HELP_PAGES = [
  { path: '/home/customerService', articleId: 'customer-service', labelKey: 'help.page.customerService' },
  { path: '/home/frequentlyQuestion', articleId: 'faq', labelKey: 'help.page.faq' },
  { path: '/home/returnAddress', articleId: 'return-address', labelKey: 'help.page.returnAddress' },
  {
    path: '/home/jingdongRefundStandard',
    articleId: 'jd-refund-standard',
    labelKey: 'help.page.jingdongRefund',
  },
  {
    path: '/home/suningRefundStandard',
    articleId: 'suning-refund-standard',
    labelKey: 'help.page.suningRefund',
  },
  // The `{product}RefundStandard` of the route table: the mall's own goods, named by PRODUCT_SEGMENT.
  {
    path: `/home/${PRODUCT_SEGMENT}RefundStandard`,
    articleId: 'welfare-refund-standard',
    labelKey: 'help.page.welfareRefund',
  },
  { path: '/home/wyRefundStandard', articleId: 'wy-refund-standard', labelKey: 'help.page.wyRefund' },
  { path: '/home/UserAgreement', labelKey: 'help.page.userAgreement' },
  { path: '/home/privacyAgreement', labelKey: 'help.page.privacyAgreement' },
] as const satisfies readonly HelpPage[];

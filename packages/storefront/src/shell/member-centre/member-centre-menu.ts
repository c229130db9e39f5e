/** One entry of the member centre's menu. */
export interface MemberCentreEntry {
  /** Where the entry goes. */
  path: string;
  /** Catalogue key of its name. */
  labelKey: string;
  /** Further pages that belong to the entry (an order's detail to "my orders"): it is marked current on them too. */
  alsoOn?: readonly string[];
}

/** A heading of the menu and its entries. */
export interface MemberCentreGroup {
  labelKey: string;
  entries: readonly MemberCentreEntry[];
}

/**
 * The member centre's left menu (issue 22), grouped as JD's and Tmall's are: trading, assets, the
 * account. Every entry is an existing `/home/*` route; the help pages under `/home` keep their own
 * service menu (help-centre/HelpArticlePage.tsx).
 */
export const MEMBER_CENTRE_MENU: readonly MemberCentreGroup[] = [
  {
    labelKey: 'memberCentre.group.trade',
    entries: [
      { path: '/home/myOrder', labelKey: 'memberCentre.item.orders', alsoOn: ['/home/OrderDetail'] },
      {
        path: '/home/afterService',
        labelKey: 'memberCentre.item.afterSale',
        alsoOn: ['/home/onlineAfterSales'],
      },
      { path: '/home/Coupons', labelKey: 'memberCentre.item.coupons' },
    ],
  },
  {
    labelKey: 'memberCentre.group.assets',
    entries: [
      { path: '/home/MoneyManagement', labelKey: 'memberCentre.item.wallet' },
      {
        path: '/home/myAccount',
        labelKey: 'memberCentre.item.pointAccounts',
        alsoOn: ['/home/accountDetails', '/home/pointTypeDetail'],
      },
      { path: '/home/favorites', labelKey: 'memberCentre.item.favorites' },
      { path: '/home/MyTracks', labelKey: 'memberCentre.item.tracks' },
    ],
  },
  {
    labelKey: 'memberCentre.group.account',
    entries: [
      { path: '/home/profile', labelKey: 'memberCentre.item.profile' },
      { path: '/home/myAddress', labelKey: 'memberCentre.item.addresses', alsoOn: ['/home/addAddress'] },
      { path: '/home/bindingCard', labelKey: 'memberCentre.item.cards' },
      { path: '/home/loginPassword', labelKey: 'memberCentre.item.loginPassword' },
      { path: '/home/payPassword', labelKey: 'memberCentre.item.payPassword' },
      { path: '/home/message', labelKey: 'memberCentre.item.messages' },
    ],
  },
];

/** The entry a path belongs to, if any; route paths match whatever their case, and so does this. */
export function currentMemberCentreEntry(pathname: string): MemberCentreEntry | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  for (const group of MEMBER_CENTRE_MENU) {
    for (const entry of group.entries) {
      if ([entry.path, ...(entry.alsoOn ?? [])].some((known) => known.toLowerCase() === path)) return entry;
    }
  }
  return undefined;
}

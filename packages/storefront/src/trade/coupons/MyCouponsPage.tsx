import { Badge, Button, Text } from '@chakra-ui/react';
import { withCustomPageType } from '@mall/runtime';
import { type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useInPageSearchParams } from '../../shell/useInPageSearchParams.ts';
import useSWR, { useSWRConfig } from 'swr';
import { claimCoupon, fetchCoupons, fetchMemberCoupons, type MemberCouponStatus } from '../../api/coupons.ts';
import { LoadedList, type LoadedListProps } from '../../catalogue/LoadedList.tsx';
import { useCouponClaim } from '../../shell/drawers/useCouponClaim.tsx';
import { couponUseTarget } from '../../shell/drawers/coupon-use-target.ts';
import { orderDetailPath } from '../../shell/drawers/OrderCards.tsx';
import { formatDateTime } from '../../shell/format-date-time.ts';
import { ShellLink } from '../../ui/ShellLink.tsx';
import { CouponTicket } from './CouponTicket.tsx';
import { useCouponStrings } from './useCouponStrings.ts';
import { TitledPage } from '../../shell/TitledPage.tsx';
import { knownParamOf, pageNumberOf } from '../../shell/page-number.ts';
import { ListTabs } from '../../ui/ListTabs.tsx';
import { PagedRows, type ListPage } from '../../shell/PagedRows.tsx';

/** Coupons per page. Defaults to `10`. */
export const COUPONS_PAGE_SIZE = 10;

type CouponTab = MemberCouponStatus | 'CENTER';

/** The page's tabs: the member's coupons by status, then the coupon center of coupons to claim. */
const COUPON_TABS: readonly CouponTab[] = ['NEW', 'USED', 'EXPIRE', 'CENTER'];

const MEMBER_COUPONS = 'member-coupons';

/**
 * The member's coupons (spec 02): unused, used and expired ones, and a coupon center to claim more.
 * The tab and page are kept in the address (`?tab=USED&pageNumber=2`).
 */
export function MyCouponsPage() {
  const { t } = useCouponStrings();
  const [params, setParams] = useInPageSearchParams();
  const tab = knownParamOf(params, 'tab', COUPON_TABS, 'NEW');
  const page = pageNumberOf(params);

  const go = (next: { tab: CouponTab; page?: number }) => {
    const changed = new URLSearchParams(params);
    if (next.tab === 'NEW') changed.delete('tab');
    else changed.set('tab', next.tab);
    if (next.page && next.page > 1) changed.set('pageNumber', String(next.page));
    else changed.delete('pageNumber');
    setParams(changed);
  };
  const onPageChange = (next: number) => go({ tab, page: next });

  return (
    <TitledPage title={t('myCoupons.title')}>
      <ListTabs
        label={t('myCoupons.tabs')}
        value={tab}
        tabs={COUPON_TABS.map((known) => ({ value: known, label: t(`myCoupons.tab.${known}`) }))}
        onChange={(next) => go({ tab: next })}
      >
        {tab === 'CENTER' ? (
          <ClaimableCoupons page={page} onPageChange={onPageChange} />
        ) : (
          <MemberCoupons status={tab} page={page} onPageChange={onPageChange} />
        )}
      </ListTabs>
    </TitledPage>
  );
}

interface ListProps {
  page: number;
  onPageChange: (page: number) => void;
}

/** The member's coupons of one status, each with "use now", or when and where it was used. */
function MemberCoupons({ status, page, onPageChange }: ListProps & { status: MemberCouponStatus }) {
  const { t } = useCouponStrings();
  const [params] = useInPageSearchParams();
  const keepMode = (path: string) => (params.get('pageType') === 'custom' ? withCustomPageType(path) : path);
  const coupons = useSWR([MEMBER_COUPONS, status, page], () =>
    fetchMemberCoupons({ status, pageNumber: page, pageSize: COUPONS_PAGE_SIZE }),
  );
  return (
    <CouponPages
      state={coupons}
      emptyTitle={t(`myCoupons.empty.${status}`)}
      emptyHint={t('myCoupons.emptyHint')}
      onPageChange={onPageChange}
    >
      {(records) =>
        records.map((held) => (
          <CouponTicket
            key={held.coupon.id}
            coupon={held.coupon}
            spent={held.status !== 'NEW'}
            details={
              held.status === 'USED' ? (
                <Text fontSize="xs" color="fg.muted">
                  {held.usedAt ? t('myCoupons.usedAt', { time: formatDateTime(held.usedAt) }) : null}{' '}
                  {held.usedOrderSn ? (
                    <ShellLink to={orderDetailPath(held.usedOrderSn)}>
                      {t('myCoupons.usedOrder', { sn: held.usedOrderSn })}
                    </ShellLink>
                  ) : null}
                </Text>
              ) : null
            }
            action={
              held.status === 'NEW' ? (
                <Button
                  asChild
                  size="xs"
                  colorPalette="brand"
                  aria-label={t('myCoupons.useItem', { name: held.coupon.couponName })}
                >
                  <RouterLink to={keepMode(couponUseTarget(held.coupon))}>
                    {t('drawer.coupons.useNow')}
                  </RouterLink>
                </Button>
              ) : (
                <Badge colorPalette="gray" size="lg">
                  {t(`myCoupons.state.${held.status}`)}
                </Badge>
              )
            }
          />
        ))
      }
    </CouponPages>
  );
}

/** The coupon center: coupons the member may claim now; claiming one opens the "claimed" dialog. */
function ClaimableCoupons({ page, onPageChange }: ListProps) {
  const { t } = useCouponStrings();
  const { mutate } = useSWRConfig();
  const coupons = useSWR(['claimable-coupons', page], () =>
    fetchCoupons({ pageNumber: page, pageSize: COUPONS_PAGE_SIZE }),
  );
  // Claimed, it leaves the center and joins the unused ones.
  const { claiming, claim, claimedDialog } = useCouponClaim(claimCoupon, () => {
    void coupons.mutate();
    void mutate((key) => Array.isArray(key) && key[0] === MEMBER_COUPONS, undefined);
  });

  return (
    <>
      <CouponPages state={coupons} emptyTitle={t('drawer.coupons.empty')} onPageChange={onPageChange}>
        {(records) =>
          records.map((coupon) => (
            <CouponTicket
              key={coupon.id}
              coupon={coupon}
              action={
                <Button
                  size="xs"
                  colorPalette="brand"
                  aria-label={t('drawer.coupons.claimItem', { name: coupon.couponName })}
                  loading={claiming === coupon.id}
                  onClick={() => void claim(coupon)}
                >
                  {t('drawer.coupons.claim')}
                </Button>
              }
            />
          ))
        }
      </CouponPages>
      {claimedDialog}
    </>
  );
}

interface CouponPagesProps<Row> {
  /** The page's swr answer. */
  state: LoadedListProps<PageOf<Row>>['state'];
  emptyTitle: string;
  emptyHint?: string;
  onPageChange: (page: number) => void;
  /** The page's coupons: `CouponTicket`s. */
  children: (records: Row[]) => ReactNode;
}

/** A page of coupons, two to a row, and the way to the other pages; loading, failed and empty as lists are. */
function CouponPages<Row>({ state, emptyTitle, emptyHint, onPageChange, children }: CouponPagesProps<Row>) {
  const { t } = useCouponStrings();
  return (
    <LoadedList
      state={state}
      isEmpty={(data) => data.records.length === 0}
      emptyTitle={emptyTitle}
      {...(emptyHint ? { emptyHint } : {})}
    >
      {(data) => (
        <PagedRows
          page={data}
          label={t('myCoupons.list')}
          paginationLabel={t('myCoupons.pagination')}
          onPageChange={onPageChange}
          twoColumns
        >
          {children(data.records)}
        </PagedRows>
      )}
    </LoadedList>
  );
}

/** A page of coupons, as the coupon calls answer it. */
interface PageOf<Row> extends ListPage {
  records: Row[];
}

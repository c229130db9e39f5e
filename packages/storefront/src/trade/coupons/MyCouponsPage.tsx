import { Badge, Box, Button, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { withCustomPageType } from '@mall/runtime';
import type { Coupon } from '@mall/schemas';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useInPageSearchParams } from '../../shell/useInPageSearchParams.ts';
import useSWR, { useSWRConfig } from 'swr';
import { claimCoupon, fetchCoupons, fetchMemberCoupons, type MemberCouponStatus } from '../../api/coupons.ts';
import { LoadedList } from '../../catalogue/LoadedList.tsx';
import { ClaimedDialog } from '../../shell/drawers/CouponCards.tsx';
import { couponUseTarget } from '../../shell/drawers/coupon-use-target.ts';
import { orderDetailPath } from '../../shell/drawers/OrderCards.tsx';
import { formatDateTime } from '../../shell/format-date-time.ts';
import { ListPagination } from '../../shell/ListPagination.tsx';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { ShellLink } from '../../ui/ShellLink.tsx';
import { CouponTicket } from './CouponTicket.tsx';
import { useCouponStrings } from './useCouponStrings.ts';

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
  const tab = COUPON_TABS.find((known) => known === params.get('tab')) ?? 'NEW';
  const page = Math.max(1, Math.floor(Number(params.get('pageNumber'))) || 1);

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
    <PageFrame>
      <Box px="4" pb="8">
        <Heading as="h1" size="lg" mb="4">
          {t('myCoupons.title')}
        </Heading>
        <Tabs.Root
          value={tab}
          onValueChange={(details) =>
            go({ tab: COUPON_TABS.find((known) => known === details.value) ?? 'NEW' })
          }
        >
          <Tabs.List aria-label={t('myCoupons.tabs')}>
            {COUPON_TABS.map((known) => (
              <Tabs.Trigger key={known} value={known}>
                {t(`myCoupons.tab.${known}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={tab}>
            {tab === 'CENTER' ? (
              <ClaimableCoupons page={page} onPageChange={onPageChange} />
            ) : (
              <MemberCoupons status={tab} page={page} onPageChange={onPageChange} />
            )}
          </Tabs.Content>
        </Tabs.Root>
      </Box>
    </PageFrame>
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
    <LoadedList
      state={coupons}
      isEmpty={(data) => data.records.length === 0}
      emptyTitle={t(`myCoupons.empty.${status}`)}
      emptyHint={t('myCoupons.emptyHint')}
    >
      {(data) => (
        <>
          <CouponGrid label={t('myCoupons.list')}>
            {data.records.map((held) => (
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
            ))}
          </CouponGrid>
          <ListPagination
            count={data.total}
            pageSize={data.size}
            page={data.current}
            onPageChange={onPageChange}
            label={t('myCoupons.pagination')}
          />
        </>
      )}
    </LoadedList>
  );
}

/** The coupon center: coupons the member may claim now; claiming one opens the "claimed" dialog. */
function ClaimableCoupons({ page, onPageChange }: ListProps) {
  const { t } = useCouponStrings();
  const { mutate } = useSWRConfig();
  const coupons = useSWR(['claimable-coupons', page], () =>
    fetchCoupons({ pageNumber: page, pageSize: COUPONS_PAGE_SIZE }),
  );
  const [claiming, setClaiming] = useState<string | null>(null);
  // The last claimed coupon stays while the dialog closes, so its buttons do not vanish mid-animation.
  const [claimed, setClaimed] = useState<Coupon | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const claim = async (coupon: Coupon) => {
    setClaiming(coupon.id);
    try {
      await claimCoupon(coupon.id);
      setClaimed(coupon);
      setDialogOpen(true);
      // Claimed, it leaves the center and joins the unused ones.
      void coupons.mutate();
      void mutate((key) => Array.isArray(key) && key[0] === MEMBER_COUPONS, undefined);
    } catch {
      // The request layer has shown the server's message (already claimed, none left...).
    } finally {
      setClaiming(null);
    }
  };

  return (
    <>
      <LoadedList
        state={coupons}
        isEmpty={(data) => data.records.length === 0}
        emptyTitle={t('drawer.coupons.empty')}
      >
        {(data) => (
          <>
            <CouponGrid label={t('myCoupons.list')}>
              {data.records.map((coupon) => (
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
              ))}
            </CouponGrid>
            <ListPagination
              count={data.total}
              pageSize={data.size}
              page={data.current}
              onPageChange={onPageChange}
              label={t('myCoupons.pagination')}
            />
          </>
        )}
      </LoadedList>
      {claimed ? (
        <ClaimedDialog open={dialogOpen} coupon={claimed} onClose={() => setDialogOpen(false)} />
      ) : null}
    </>
  );
}

function CouponGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      as="ul"
      aria-label={label}
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
      gap="4"
      m="0"
      p="0"
      listStyleType="none"
    >
      {children}
    </Stack>
  );
}

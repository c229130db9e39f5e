import { Button, Flex, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useInPageSearchParams } from '../shell/useInPageSearchParams.ts';
import useSWR, { useSWRConfig } from 'swr';
import { LoadStatus, loadWordsOf } from '../ui/LoadStatus.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { BenefitOrderCard } from './BenefitOrderCard.tsx';
import { fetchBenefitOrders, type BenefitOrderFilter } from '../api/benefit-orders.ts';
import { FlexibleBenefitFrame } from './FlexibleBenefitFrame.tsx';
import {
  BENEFIT_ORDER_FILTERS,
  BENEFIT_ORDERS_PAGE_SIZE,
  BENEFIT_QUARTER_PATH,
  BENEFIT_YEAR_PATH,
  benefitOrderFilterOf,
} from './flexible-benefit-paths.ts';
import { useFlexibleBenefitStrings } from './useFlexibleBenefitStrings.ts';
import { pageNumberOf } from '../shell/page-number.ts';
import { ListTabs } from '../ui/ListTabs.tsx';
import { PagedRows } from '../shell/PagedRows.tsx';

/** The swr keys' first part of the list's pages. */
const BENEFIT_ORDERS_KEY = 'benefit-orders';

/**
 * /flexibleBenefitOrder: the member's benefit orders, newest first, a tab per status and the page
 * both kept in the address (`?status=CANCELLED&pageNumber=2`); each order as a card with its goods
 * and buttons. With none, links to the year's and the quarter's choices.
 */
export function BenefitOrderListPage() {
  const { t } = useFlexibleBenefitStrings();
  const [params, setParams] = useInPageSearchParams();
  const { mutate } = useSWRConfig();
  const status = benefitOrderFilterOf(params);
  const page = pageNumberOf(params);
  const orders = useSWR([BENEFIT_ORDERS_KEY, status, page], () =>
    fetchBenefitOrders({ status, pageNumber: page, pageSize: BENEFIT_ORDERS_PAGE_SIZE }),
  );

  const go = (next: { status: BenefitOrderFilter; page?: number }) => {
    const changed = new URLSearchParams(params);
    if (next.status === 'ALL') changed.delete('status');
    else changed.set('status', next.status);
    if (next.page && next.page > 1) changed.set('pageNumber', String(next.page));
    else changed.delete('pageNumber');
    setParams(changed);
  };

  // A cancel or a receipt moves the order to another tab: every tab's page is asked afresh.
  const refresh = () => mutate((key) => Array.isArray(key) && key[0] === BENEFIT_ORDERS_KEY);

  const data = orders.data;
  return (
    <FlexibleBenefitFrame title={t('flexBenefit.orders.title')}>
      <ListTabs
        label={t('flexBenefit.orders.tabs')}
        value={status}
        tabs={BENEFIT_ORDER_FILTERS.map((known) => ({ value: known, label: t(`flexBenefit.tab.${known}`) }))}
        onChange={(next) => go({ status: next })}
      >
        {data === undefined ? (
          <LoadStatus load={orders} words={loadWordsOf(t, 'flexBenefit')} />
        ) : data.records.length === 0 ? (
          <Stack align="center" gap="0">
            <StatusMessage
              title={t('flexBenefit.orders.empty')}
              description={t('flexBenefit.orders.emptyHint')}
            />
            <Flex gap="3">
              <Button asChild size="sm" colorPalette="brand">
                <RouterLink to={BENEFIT_YEAR_PATH}>{t('flexBenefit.orders.toYear')}</RouterLink>
              </Button>
              <Button asChild size="sm" variant="outline">
                <RouterLink to={BENEFIT_QUARTER_PATH}>{t('flexBenefit.orders.toQuarter')}</RouterLink>
              </Button>
            </Flex>
          </Stack>
        ) : (
          <PagedRows
            page={data}
            label={t('flexBenefit.orders.list')}
            paginationLabel={t('flexBenefit.orders.pagination')}
            onPageChange={(next) => go({ status, page: next })}
          >
            {data.records.map((order) => (
              <BenefitOrderCard key={order.sn} order={order} onChanged={refresh} />
            ))}
          </PagedRows>
        )}
      </ListTabs>
    </FlexibleBenefitFrame>
  );
}

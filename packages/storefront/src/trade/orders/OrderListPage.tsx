import { Box, Button } from '@chakra-ui/react';
import { useInPageSearchParams } from '../../shell/useInPageSearchParams.ts';
import useSWR from 'swr';
import { fetchOrders, type OrderFilter, type OrderTag } from '../../api/orders.ts';
import { LoadedList } from '../../catalogue/LoadedList.tsx';
import { OrderCard } from './OrderCard.tsx';
import {
  ORDER_FILTER_KEYS,
  ORDER_TAGS,
  ORDERS_PAGE_SIZE,
  orderFilterOf,
  orderTabLabelKey,
  orderTagOf,
} from './order-paths.ts';
import { OrderSearchForm } from './OrderSearchForm.tsx';
import { useOrderStrings } from './useOrderStrings.ts';
import { useReviewStrings } from '../reviews/useReviewStrings.ts';
import { TitledPage } from '../../shell/TitledPage.tsx';
import { pageNumberOf } from '../../shell/page-number.ts';
import { ListTabs } from '../../ui/ListTabs.tsx';
import { PagedRows } from '../../shell/PagedRows.tsx';

/**
 * The member's orders (spec 02 section 4), newest first: a tab per kind (all, to pay, to ship, to
 * receive, completed, to review, cancelled), the search (keyword and days placed on, issue 22) and the page, all
 * kept in the address so back, forward and a reload keep them; each order with its goods, total and
 * buttons.
 */
export function OrderListPage() {
  const { t } = useOrderStrings();
  // The to-review tab is named in the reviews' strings.
  useReviewStrings();
  const [params, setParams] = useInPageSearchParams();
  const tag = orderTagOf(params);
  const page = pageNumberOf(params);
  const filter = orderFilterOf(params);
  const searching = Object.keys(filter).length > 0;
  const orders = useSWR(['my-orders', tag, page, filter.keyword, filter.createdFrom, filter.createdTo], () =>
    fetchOrders({ pageNumber: page, pageSize: ORDERS_PAGE_SIZE, tag, ...filter }),
  );

  // A new tab or search starts at its first page.
  const go = (next: { tag: OrderTag; page?: number; filter?: OrderFilter }) => {
    const changed = new URLSearchParams(params);
    if (next.tag === 'ALL') changed.delete('tag');
    else changed.set('tag', next.tag);
    if (next.filter) {
      for (const key of ORDER_FILTER_KEYS) {
        const value = next.filter[key];
        if (value) changed.set(key, value);
        else changed.delete(key);
      }
    }
    if (next.page && next.page > 1) changed.set('pageNumber', String(next.page));
    else changed.delete('pageNumber');
    setParams(changed);
  };

  return (
    <TitledPage title={t('orders.title')}>
      <OrderSearchForm
        key={ORDER_FILTER_KEYS.map((key) => filter[key] ?? '').join('\n')}
        filter={filter}
        onSearch={(searched) => go({ tag, filter: searched })}
      />
      <ListTabs
        label={t('orders.tabs')}
        value={tag}
        tabs={ORDER_TAGS.map((known) => ({ value: known, label: t(orderTabLabelKey(known)) }))}
        onChange={(next) => go({ tag: next })}
      >
        <LoadedList
          state={orders}
          isEmpty={(data) => data.records.length === 0}
          emptyTitle={searching ? t('orders.search.empty') : t('orders.empty')}
          emptyHint={searching ? t('orders.search.emptyHint') : undefined}
        >
          {(data) => (
            <PagedRows
              page={data}
              label={t('orders.list')}
              paginationLabel={t('orders.pagination')}
              onPageChange={(next) => go({ tag, page: next })}
            >
              {data.records.map((order) => (
                <OrderCard key={order.sn} order={order} onChanged={() => orders.mutate()} />
              ))}
            </PagedRows>
          )}
        </LoadedList>
        {searching && orders.data?.records.length === 0 ? (
          <Box textAlign="center">
            <Button variant="outline" size="sm" onClick={() => go({ tag, filter: {} })}>
              {t('orders.search.clear')}
            </Button>
          </Box>
        ) : null}
      </ListTabs>
    </TitledPage>
  );
}

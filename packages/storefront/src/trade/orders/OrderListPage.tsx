import { Box, Heading, Stack, Tabs } from '@chakra-ui/react';
import { useInPageSearchParams } from '../../shell/useInPageSearchParams.ts';
import useSWR from 'swr';
import { fetchOrders, type OrderTag } from '../../api/orders.ts';
import { LoadedList } from '../../catalogue/LoadedList.tsx';
import { ListPagination } from '../../shell/ListPagination.tsx';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { OrderCard } from './OrderCard.tsx';
import { ORDER_TAGS, ORDERS_PAGE_SIZE, orderPageOf, orderTagOf } from './order-paths.ts';
import { useOrderStrings } from './useOrderStrings.ts';

/**
 * The member's orders (spec 02 section 4), newest first: a tab per kind (all, to pay, to ship, to
 * receive, completed, cancelled) and the page, both kept in the address so back and forward keep
 * them; each order with its goods, total and buttons.
 */
export function OrderListPage() {
  const { t } = useOrderStrings();
  const [params, setParams] = useInPageSearchParams();
  const tag = orderTagOf(params);
  const page = orderPageOf(params);
  const orders = useSWR(['my-orders', tag, page], () =>
    fetchOrders({ pageNumber: page, pageSize: ORDERS_PAGE_SIZE, tag }),
  );

  const go = (next: { tag: OrderTag; page?: number }) => {
    const changed = new URLSearchParams(params);
    if (next.tag === 'ALL') changed.delete('tag');
    else changed.set('tag', next.tag);
    if (next.page && next.page > 1) changed.set('pageNumber', String(next.page));
    else changed.delete('pageNumber');
    setParams(changed);
  };

  return (
    <PageFrame>
      <Box px="4" pb="8">
        <Heading as="h1" size="lg" mb="4">
          {t('orders.title')}
        </Heading>
        <Tabs.Root
          value={tag}
          onValueChange={(details) =>
            go({ tag: ORDER_TAGS.find((known) => known === details.value) ?? 'ALL' })
          }
        >
          <Tabs.List aria-label={t('orders.tabs')}>
            {ORDER_TAGS.map((known) => (
              <Tabs.Trigger key={known} value={known}>
                {t(`orders.tab.${known}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={tag}>
            <LoadedList
              state={orders}
              isEmpty={(data) => data.records.length === 0}
              emptyTitle={t('orders.empty')}
            >
              {(data) => (
                <>
                  <Stack as="ul" aria-label={t('orders.list')} gap="4" m="0" p="0" listStyleType="none">
                    {data.records.map((order) => (
                      <OrderCard key={order.sn} order={order} onChanged={() => orders.mutate()} />
                    ))}
                  </Stack>
                  <ListPagination
                    count={data.total}
                    pageSize={data.size}
                    page={data.current}
                    onPageChange={(next) => go({ tag, page: next })}
                    label={t('orders.pagination')}
                  />
                </>
              )}
            </LoadedList>
          </Tabs.Content>
        </Tabs.Root>
      </Box>
    </PageFrame>
  );
}

import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { AfterSaleSummary } from '@mall/schemas';
import useSWR from 'swr';
import { fetchAfterSales } from '../../api/after-sales.ts';
import { LoadedPages } from '../../points/LoadedPages.tsx';
import { usePageParam } from '../../points/usePageParam.ts';
import { AfterSaleGoods } from './AfterSaleGoods.tsx';
import { formatDateTime } from '../../shell/format-date-time.ts';
import { TitledPage } from '../../shell/TitledPage.tsx';
import { loadWordsOf } from '../../ui/LoadStatus.tsx';
import { ShellLink } from '../../ui/ShellLink.tsx';
import { AFTER_SALES_PAGE_SIZE, afterSaleDetailPath } from './after-sale-paths.ts';
import { useAfterSaleStatusLabel, useAfterSaleStrings } from './useAfterSaleStrings.ts';

/** Size of a goods picture in the list. */
const ITEM_PICTURE_PX = 64;

/**
 * The member's after-sale requests, newest first, a page at a time (the page kept in the address):
 * each with its number, goods, service type, status, time and a link to its detail.
 */
export function AfterSaleListPage() {
  const { t } = useAfterSaleStrings();
  const [page, setPage] = usePageParam();
  const requests = useSWR(['after-sales', page], () =>
    fetchAfterSales({ pageNumber: page, pageSize: AFTER_SALES_PAGE_SIZE }),
  );

  return (
    <TitledPage title={t('afterSale.list.title')}>
      <LoadedPages
        state={requests}
        words={loadWordsOf(t, 'afterSale.list')}
        empty={{ title: t('afterSale.list.empty') }}
        pagesLabel={t('afterSale.list.pagination')}
        onPageChange={setPage}
      >
        {(records) => (
          <Stack as="ul" aria-label={t('afterSale.list.label')} gap="4" m="0" p="0" listStyleType="none">
            {records.map((request) => (
              <AfterSaleRow key={request.sn} request={request} />
            ))}
          </Stack>
        )}
      </LoadedPages>
    </TitledPage>
  );
}

function AfterSaleRow({ request }: { request: AfterSaleSummary }) {
  const { t } = useAfterSaleStrings();
  const statusLabel = useAfterSaleStatusLabel();
  return (
    <Box
      as="li"
      aria-label={t('afterSale.list.sn', { sn: request.sn })}
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="md"
    >
      <Flex gap="4" px="4" py="2" bg="bg.subtle" fontSize="sm" color="fg.muted" wrap="wrap">
        <Text>{t('afterSale.list.sn', { sn: request.sn })}</Text>
        <Text>{t('afterSale.list.createTime', { time: formatDateTime(request.createTime) })}</Text>
      </Flex>
      <Flex gap="4" p="4" align="center">
        <AfterSaleGoods image={request.image} name={request.name} size={ITEM_PICTURE_PX}>
          <Text fontSize="sm" color="fg.muted">
            {t(`afterSale.serviceType.${request.serviceType}`)} {t('afterSale.units', { num: request.num })}
          </Text>
        </AfterSaleGoods>
        <Badge colorPalette={request.status === 'REFUSE' ? 'red' : 'gray'} flexShrink={0}>
          {statusLabel(request.status, request.serviceType)}
        </Badge>
        <ShellLink
          to={afterSaleDetailPath(request.sn)}
          color="brand.solid"
          fontSize="sm"
          flexShrink={0}
          aria-label={t('afterSale.list.detailOf', { sn: request.sn })}
        >
          {t('afterSale.list.detail')}
        </ShellLink>
      </Flex>
    </Box>
  );
}

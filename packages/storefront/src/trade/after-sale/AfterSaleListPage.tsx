import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { AfterSaleSummary } from '@mall/schemas';
import { useInPageSearchParams } from '../../shell/useInPageSearchParams.ts';
import useSWR from 'swr';
import { fetchAfterSales } from '../../api/after-sales.ts';
import { LoadedList } from '../../catalogue/LoadedList.tsx';
import { GoodsThumbnail } from '../../shell/drawers/DrawerGoodsItem.tsx';
import { formatDateTime } from '../../shell/format-date-time.ts';
import { ListPagination } from '../../shell/ListPagination.tsx';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { ShellLink } from '../../ui/ShellLink.tsx';
import { AFTER_SALES_PAGE_SIZE, afterSaleDetailPath, afterSalePageOf } from './after-sale-paths.ts';
import { useAfterSaleStatusLabel, useAfterSaleStrings } from './useAfterSaleStrings.ts';

/** Size of a goods picture in the list. */
const ITEM_PICTURE_PX = 64;

/**
 * The member's after-sale requests, newest first, a page at a time (the page kept in the address):
 * each with its number, goods, service type, status, time and a link to its detail.
 */
export function AfterSaleListPage() {
  const { t } = useAfterSaleStrings();
  const [params, setParams] = useInPageSearchParams();
  const page = afterSalePageOf(params);
  const requests = useSWR(['after-sales', page], () =>
    fetchAfterSales({ pageNumber: page, pageSize: AFTER_SALES_PAGE_SIZE }),
  );

  const go = (next: number) => {
    const changed = new URLSearchParams(params);
    if (next > 1) changed.set('pageNumber', String(next));
    else changed.delete('pageNumber');
    setParams(changed);
  };

  return (
    <PageFrame>
      <Box px="4" pb="8">
        <Heading as="h1" size="lg" mb="4">
          {t('afterSale.list.title')}
        </Heading>
        <LoadedList
          state={requests}
          isEmpty={(data) => data.records.length === 0}
          emptyTitle={t('afterSale.list.empty')}
        >
          {(data) => (
            <>
              <Stack as="ul" aria-label={t('afterSale.list.label')} gap="4" m="0" p="0" listStyleType="none">
                {data.records.map((request) => (
                  <AfterSaleRow key={request.sn} request={request} />
                ))}
              </Stack>
              <ListPagination
                count={data.total}
                pageSize={data.size}
                page={data.current}
                onPageChange={go}
                label={t('afterSale.list.pagination')}
              />
            </>
          )}
        </LoadedList>
      </Box>
    </PageFrame>
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
        <GoodsThumbnail src={request.image} alt={request.name} size={ITEM_PICTURE_PX} />
        <Stack gap="1" flex="1" minW="0">
          <Text lineClamp={2}>{request.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t(`afterSale.serviceType.${request.serviceType}`)} {t('afterSale.units', { num: request.num })}
          </Text>
        </Stack>
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

import { Box, Spinner, Stack, Text } from '@chakra-ui/react';
import type { LogisticsTrace } from '@mall/schemas';
import useSWR from 'swr';
import { fetchOrderLogistics } from '../../api/orders.ts';
import { formatDateTime } from '../../shell/format-date-time.ts';
import { useOrderStrings } from './useOrderStrings.ts';

/** The swr key of an order's parcel; the detail page and the list's dialog share the answer. */
export const orderLogisticsKey = (sn: string) => ['order-logistics', sn] as const;

/** The courier, the waybill number and the parcel's traces, newest first. */
export function OrderLogistics({ sn }: { sn: string }) {
  const { t } = useOrderStrings();
  const logistics = useSWR(orderLogisticsKey(sn), () => fetchOrderLogistics(sn));
  if (logistics.data === undefined && logistics.isLoading)
    return (
      <Text role="status" color="fg.muted" fontSize="sm" display="flex" alignItems="center" gap="2">
        <Spinner size="xs" aria-hidden="true" />
        {t('orders.logistics.loading')}
      </Text>
    );
  const info = logistics.data;
  if (!info || (!info.logisticsNo && info.traces.length === 0))
    return (
      <Text color="fg.muted" fontSize="sm">
        {t('orders.logistics.none')}
      </Text>
    );
  // The server answers newest first; sorting again keeps that true whatever the courier sent.
  const traces = [...info.traces].sort(newestFirst);
  return (
    <Stack gap="3" fontSize="sm">
      <Stack gap="1">
        {info.logisticsCompany ? (
          <Text>{t('orders.logistics.company', { name: info.logisticsCompany })}</Text>
        ) : null}
        {info.logisticsNo ? <Text>{t('orders.logistics.no', { no: info.logisticsNo })}</Text> : null}
      </Stack>
      {traces.length > 0 ? (
        <Box as="ol" aria-label={t('orders.logistics.traces')} listStyleType="none" m="0" p="0">
          {traces.map((trace, index) => (
            <Box
              as="li"
              key={`${trace.time}-${index}`}
              position="relative"
              pl="5"
              pb="3"
              borderLeftWidth="2px"
              borderColor={index === 0 ? 'brand.solid' : 'border.muted'}
              color={index === 0 ? 'fg' : 'fg.muted'}
            >
              <Text fontWeight={index === 0 ? 'medium' : 'normal'}>{trace.context}</Text>
              <Text fontSize="xs" color="fg.muted">
                {formatDateTime(trace.time)}
              </Text>
            </Box>
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}

function newestFirst(a: LogisticsTrace, b: LogisticsTrace): number {
  return new Date(b.time).getTime() - new Date(a.time).getTime();
}

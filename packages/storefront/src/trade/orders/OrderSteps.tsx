import { Box, Flex, Text } from '@chakra-ui/react';
import type { OrderDetail } from '@mall/schemas';
import { formatDateTime } from '../../shell/format-date-time.ts';
import { useOrderStrings } from './useOrderStrings.ts';

type StepKey = 'placed' | 'paid' | 'shipped' | 'completed' | 'cancelled';

interface Step {
  key: StepKey;
  time: string | null;
}

/**
 * The steps an order goes through with the time of each one reached: placed, paid, shipped,
 * received; a cancelled order ends with its cancellation instead.
 */
export function orderSteps(order: OrderDetail): Step[] {
  if (order.orderStatus === 'CANCELLED')
    return [
      { key: 'placed', time: order.createTime },
      ...(order.payTime ? [{ key: 'paid' as const, time: order.payTime }] : []),
      { key: 'cancelled', time: order.cancelTime },
    ];
  return [
    { key: 'placed', time: order.createTime },
    { key: 'paid', time: order.payTime },
    { key: 'shipped', time: order.deliverTime },
    { key: 'completed', time: order.completeTime },
  ];
}

/** The status banner's progress: each step, reached ones with their time, the latest marked current. */
export function OrderSteps({ order }: { order: OrderDetail }) {
  const { t } = useOrderStrings();
  const steps = orderSteps(order);
  const current = steps.findLastIndex((step) => step.time !== null);
  return (
    <Flex as="ol" aria-label={t('orders.detail.steps')} listStyleType="none" m="0" p="0" gap="2">
      {steps.map((step, index) => {
        const reached = index <= current;
        return (
          <Box
            as="li"
            key={step.key}
            flex="1"
            aria-current={index === current ? 'step' : undefined}
            borderTopWidth="3px"
            borderColor={reached ? (step.key === 'cancelled' ? 'gray.solid' : 'brand.solid') : 'border.muted'}
            pt="2"
          >
            <Text fontWeight={index === current ? 'bold' : 'medium'} color={reached ? 'fg' : 'fg.muted'}>
              {t(`orders.step.${step.key}`)}
            </Text>
            {step.time ? (
              <Text fontSize="xs" color="fg.muted">
                {formatDateTime(step.time)}
              </Text>
            ) : null}
          </Box>
        );
      })}
    </Flex>
  );
}

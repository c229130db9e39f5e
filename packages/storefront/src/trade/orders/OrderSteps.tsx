import type { OrderDetail } from '@mall/schemas';
import { ProgressSteps } from '../../shell/ProgressSteps.tsx';
import { useOrderStrings } from './useOrderStrings.ts';

type StepKey = 'placed' | 'paid' | 'shipped' | 'completed' | 'cancelled' | 'closed';

interface Step {
  key: StepKey;
  time: string | null;
}

/**
 * The steps an order goes through with the time of each one reached: placed, paid, shipped,
 * received; a cancelled order ends with its cancellation instead, and one refunded in full with
 * its closing.
 */
export function orderSteps(order: OrderDetail): Step[] {
  if (order.orderStatus === 'CANCELLED' || order.orderStatus === 'CLOSED')
    return [
      { key: 'placed', time: order.createTime },
      ...(order.payTime ? [{ key: 'paid' as const, time: order.payTime }] : []),
      { key: order.orderStatus === 'CLOSED' ? 'closed' : 'cancelled', time: order.cancelTime },
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
  return (
    <ProgressSteps
      label={t('orders.detail.steps')}
      steps={orderSteps(order).map((step) => ({
        key: step.key,
        label: t(`orders.step.${step.key}`),
        time: step.time,
        stopped: step.key === 'cancelled' || step.key === 'closed',
      }))}
    />
  );
}

import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PlanRef } from '../availability/plan-ref.ts';
import type { BlockServices } from '../services/types.ts';
import { fakeServices, TestHost } from '../test/test-services.tsx';
import { usePlanGoods } from './usePlanGoods.ts';

function PlanName({ planRef }: { planRef: PlanRef | undefined }) {
  const { planGoods, error, isLoading } = usePlanGoods(planRef);
  if (isLoading) return <p>loading</p>;
  if (error) return <p>failed</p>;
  return <p>{planGoods ? `${planGoods.name}: ${planGoods.goodsList.length} goods` : 'nothing'}</p>;
}

function renderWith(services: BlockServices, ...refs: Array<PlanRef | undefined>) {
  render(
    <TestHost services={services}>
      {refs.map((ref, i) => (
        <PlanName key={i} planRef={ref} />
      ))}
    </TestHost>,
  );
}

describe('usePlanGoods', () => {
  it('fetches the goods of a plan once for every block showing it', async () => {
    const services = fakeServices({
      fetchPlanGoods: vi.fn(async () => ({
        planId: 'p1',
        name: 'Spring',
        goodsList: [{ skuId: '1', productName: 'Tea' }],
      })),
    });
    renderWith(services, { planId: 'p1' }, { planId: 'p1' });
    expect(await screen.findAllByText('Spring: 1 goods')).toHaveLength(2);
    expect(services.fetchPlanGoods).toHaveBeenCalledTimes(1);
    expect(services.fetchPlanGoods).toHaveBeenCalledWith({ planId: 'p1', marketId: undefined });
  });

  it('fetches nothing without a plan or market', () => {
    const services = fakeServices();
    renderWith(services, undefined, {});
    expect(screen.getAllByText('nothing')).toHaveLength(2);
    expect(services.fetchPlanGoods).not.toHaveBeenCalled();
  });

  it('hands back the error when the fetch fails', async () => {
    renderWith(fakeServices({ fetchPlanGoods: vi.fn(() => Promise.reject(new Error('down'))) }), {
      marketId: 'm1',
    });
    expect(await screen.findByText('failed')).toBeInTheDocument();
  });
});

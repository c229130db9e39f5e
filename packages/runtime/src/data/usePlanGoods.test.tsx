import { render, screen, waitFor } from '@testing-library/react';
import { SWRConfig, unstable_serialize } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import type { PlanRef } from '../availability/plan-ref.ts';
import type { BlockServices } from '../services/types.ts';
import { fakeServices, TestHost } from '../test/test-services.tsx';
import { planGoodsKey, usePlanGoods } from './usePlanGoods.ts';

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

  it('shows the goods a page came with while it asks for them again, not a loading state', async () => {
    // What a block hydrating long after the page arrived reads: the server's data, which swr revalidates.
    const services = fakeServices({ fetchPlanGoods: vi.fn(() => new Promise<never>(() => {})) });
    const cameWith = {
      [unstable_serialize(planGoodsKey({ planId: 'p1' }))]: {
        planId: 'p1',
        name: 'Spring',
        goodsList: [{ skuId: '1', productName: 'Tea' }],
      },
    };
    render(
      <TestHost services={services}>
        <SWRConfig value={{ fallback: cameWith }}>
          <PlanName planRef={{ planId: 'p1' }} />
        </SWRConfig>
      </TestHost>,
    );
    expect(screen.getByText('Spring: 1 goods')).toBeInTheDocument();
    await waitFor(() => expect(services.fetchPlanGoods).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Spring: 1 goods')).toBeInTheDocument();
  });
});

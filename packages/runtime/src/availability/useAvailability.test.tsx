import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BlockComponent } from '../registry/block-definition.ts';
import { PageRenderer } from '../render/PageRenderer.tsx';
import type { BlockServices } from '../services/types.ts';
import { fakeRegistry } from '../test/fake-registry.tsx';
import { fakeServices, TestHost } from '../test/test-services.tsx';
import { useAvailability } from './useAvailability.ts';
import type { PlanRef } from './plan-ref.ts';

function AvailabilityText({ planRef }: { planRef: PlanRef | undefined }) {
  const { isLoading, availability } = useAvailability(planRef);
  if (isLoading) return <p>checking</p>;
  if (!availability) return <p>no entry</p>;
  return <p>{availability.isOpen ? 'open' : 'closed'}</p>;
}

function renderAlone(planRef: PlanRef | undefined, services: BlockServices) {
  return render(
    <TestHost services={services}>
      <AvailabilityText planRef={planRef} />
    </TestHost>,
  );
}

describe('useAvailability', () => {
  it('asks for just its own plan when rendered outside a page', async () => {
    const services = fakeServices({}, [{ marketId: 'm1', isShow: true, isOpen: false }]);
    renderAlone({ marketId: 'm1' }, services);
    expect(screen.getByText('checking')).toBeInTheDocument();
    expect(await screen.findByText('closed')).toBeInTheDocument();
    expect(services.checkAvailability).toHaveBeenCalledWith([{ marketId: 'm1' }]);
  });

  it('answers null when the server has no entry', async () => {
    renderAlone({ planId: 'p9' }, fakeServices({}, [{ planId: 'p1', isShow: true, isOpen: true }]));
    expect(await screen.findByText('no entry')).toBeInTheDocument();
  });

  it('answers null without asking when there is no ref', () => {
    const services = fakeServices();
    renderAlone(undefined, services);
    expect(screen.getByText('no entry')).toBeInTheDocument();
    expect(services.checkAvailability).not.toHaveBeenCalled();
  });

  it('answers null when the call fails', async () => {
    renderAlone(
      { planId: 'p1' },
      fakeServices({ checkAvailability: vi.fn(() => Promise.reject(new Error('down'))) }),
    );
    expect(await screen.findByText('no entry')).toBeInTheDocument();
  });

  it('reads the page batch inside a page, making no call of its own', async () => {
    const Probe: BlockComponent<unknown> = () => <AvailabilityText planRef={{ planId: 'p2' }} />;
    const { registry } = fakeRegistry({ goodsList: { load: async () => Probe } });
    const services = fakeServices({}, [{ planId: 'p2', isShow: true, isOpen: true }]);
    const page = {
      list: [
        {
          key: 'g1',
          type: 'goodsList',
          options: { list: [{ skuId: '1', productName: 'Tea', planId: 'p2' }] },
        },
      ],
    };
    await act(async () =>
      render(
        <TestHost services={services}>
          <PageRenderer page={page} registry={registry} />
        </TestHost>,
      ),
    );
    expect(await screen.findByText('open')).toBeInTheDocument();
    expect(services.checkAvailability).toHaveBeenCalledTimes(1);
  });
});

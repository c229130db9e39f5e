import { act, render, screen } from '@testing-library/react';
import { SWRConfig, unstable_serialize } from 'swr';
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

  it('draws a page from the answer it came with (a server render), without waiting for its call', async () => {
    const Probe: BlockComponent<unknown> = () => <AvailabilityText planRef={{ planId: 'p2' }} />;
    const { registry } = fakeRegistry({ goodsList: { load: async () => Probe } });
    // The browser's own call never answers: only the answer the page came with can show the block.
    const services = fakeServices({ checkAvailability: vi.fn(() => new Promise<never>(() => {})) });
    const page = {
      list: [
        {
          key: 'g1',
          type: 'goodsList',
          options: { list: [{ skuId: '1', productName: 'Tea', planId: 'p2' }] },
        },
      ],
    };
    const cameWith = {
      [unstable_serialize(['pageAvailability', JSON.stringify([{ planId: 'p2' }]), 'u1'])]: [
        { planId: 'p2', isShow: true, isOpen: true },
      ],
    };
    await act(async () =>
      render(
        <TestHost services={services}>
          <SWRConfig value={{ fallback: cameWith }}>
            <PageRenderer page={page} registry={registry} />
          </SWRConfig>
        </TestHost>,
      ),
    );
    expect(await screen.findByText('open')).toBeInTheDocument();
  });

  it('never shows one member the answer another member had, in the same browser', async () => {
    const Probe: BlockComponent<unknown> = () => <AvailabilityText planRef={{ planId: 'p2' }} />;
    const { registry } = fakeRegistry({ goodsList: { load: async () => Probe } });
    const page = {
      list: [
        {
          key: 'g1',
          type: 'goodsList',
          options: { list: [{ skuId: '1', productName: 'Tea', planId: 'p2' }] },
        },
      ],
    };
    const first = fakeServices({ user: { id: 'u1' } }, [{ planId: 'p2', isShow: true, isOpen: true }]);
    const { rerender } = await act(async () =>
      render(
        <TestHost services={first}>
          <PageRenderer key="first" page={page} registry={registry} />
        </TestHost>,
      ),
    );
    expect(await screen.findByText('open')).toBeInTheDocument();

    // Another member logs in; their own call is still out, so nothing may show until it answers.
    const second = fakeServices({
      user: { id: 'u2' },
      checkAvailability: vi.fn(() => new Promise<never>(() => {})),
    });
    await act(async () =>
      rerender(
        <TestHost services={second}>
          <PageRenderer key="second" page={{ ...page }} registry={registry} />
        </TestHost>,
      ),
    );

    expect(await screen.findByText('checking')).toBeInTheDocument();
    expect(screen.queryByText('open')).not.toBeInTheDocument();
  });
});

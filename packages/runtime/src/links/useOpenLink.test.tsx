import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Availability } from '@mall/schemas';
import type { BlockComponent } from '../registry/block-definition.ts';
import { PageRenderer } from '../render/PageRenderer.tsx';
import type { BlockServices } from '../services/types.ts';
import { fakeRegistry } from '../test/fake-registry.tsx';
import { fakeServices, TestHost } from '../test/test-services.tsx';
import { useOpenLink, type OpenLinkOptions } from './useOpenLink.ts';

function LinkButton({ url, opts }: { url: string | undefined; opts?: OpenLinkOptions }) {
  const openLink = useOpenLink();
  return (
    <button type="button" onClick={() => void openLink(url, opts)}>
      Go
    </button>
  );
}

async function click(url: string | undefined, services: BlockServices, opts?: OpenLinkOptions) {
  render(
    <TestHost services={services}>
      <LinkButton url={url} opts={opts} />
    </TestHost>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Go' }));
}

const entry = (overrides: Partial<Availability>): Availability => ({
  planId: 'p1',
  isShow: true,
  isOpen: true,
  ...overrides,
});

describe('useOpenLink', () => {
  it('tracks the click, then navigates to an internal path', async () => {
    const services = fakeServices();
    await click('/goodsList?categoryId=1,2,3', services);
    expect(services.navigate).toHaveBeenCalledWith({ kind: 'internal', path: '/goodsList?categoryId=1,2,3' });
    expect(services.track).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'click', url: '/goodsList?categoryId=1,2,3' }),
    );
    expect(vi.mocked(services.track).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(services.navigate).mock.invocationCallOrder[0]!,
    );
    expect(services.checkAvailability).not.toHaveBeenCalled();
  });

  it('keeps pageType=custom on custom pages', async () => {
    const services = fakeServices({ customPage: true });
    await click('/goodsList?categoryId=1', services);
    expect(services.navigate).toHaveBeenCalledWith({
      kind: 'internal',
      path: '/goodsList?categoryId=1&pageType=custom',
    });
  });

  it('warns "you have no access permission" for an empty jump address', async () => {
    const services = fakeServices();
    await click('', services);
    expect(services.notify).toHaveBeenCalledWith({
      status: 'warning',
      text: 'You have no access permission',
    });
    expect(services.navigate).not.toHaveBeenCalled();
  });

  it('asks to log in on the mobile app for YYB, in Chinese for zh-CN', async () => {
    const services = fakeServices({ locale: 'zh-CN' });
    await click('YYB', services);
    expect(services.notify).toHaveBeenCalledWith({ status: 'warning', text: '请在手机端登录' });
    expect(services.navigate).not.toHaveBeenCalled();
  });

  it('never follows a javascript: link and says it is not allowed', async () => {
    const services = fakeServices();
    await click('  JaVa\tScRiPt:alert(document.cookie)', services);
    expect(services.notify).toHaveBeenCalledWith({ status: 'error', text: 'This link is not allowed' });
    expect(services.navigate).not.toHaveBeenCalled();
    expect(services.track).not.toHaveBeenCalled();
  });

  it('switches platform for PC-DZPT and opens external links', async () => {
    const services = fakeServices();
    await click('PC-DZPT', services);
    expect(services.navigate).toHaveBeenCalledWith({ kind: 'platform', platform: 'DZPT' });
  });

  it('checks a partner link plan first, then hands the partner code to the host', async () => {
    const services = fakeServices({}, [entry({})]);
    await click('KuDui_KDJD', services, { planId: 'p1' });
    expect(services.checkAvailability).toHaveBeenCalledWith([{ planId: 'p1' }]);
    expect(services.navigate).toHaveBeenCalledWith({
      kind: 'partner',
      code: 'KuDui_KDJD',
      publicityBusModel: 'KuDui',
      businessType: 'KDJD',
    });
    expect(services.track).toHaveBeenCalledWith(expect.objectContaining({ event: 'click', plan_id: 'p1' }));
  });

  it.each([
    ['no entry', [], 'The activity has not started yet or is offline'],
    ['a status text', [entry({ isOpen: false, statusCN: '活动将于明天开始' })], '活动将于明天开始'],
    ['not shown', [entry({ isShow: false })], 'No access permission'],
    ['not open', [entry({ isOpen: false })], 'The activity is offline'],
  ])('warns instead of navigating to a plan link whose availability has %s', async (_, entries, text) => {
    const services = fakeServices({}, entries);
    await click('/flashBuyGoodsList?planId=p1', services);
    expect(services.checkAvailability).toHaveBeenCalledWith([{ planId: 'p1' }]);
    expect(services.notify).toHaveBeenCalledWith({ status: 'warning', text });
    expect(services.navigate).not.toHaveBeenCalled();
  });

  it('uses the Chinese warnings for zh-CN', async () => {
    const services = fakeServices({ locale: 'zh-CN' }, [entry({ isShow: false })]);
    await click('/goodsList?planId=p1', services);
    expect(services.notify).toHaveBeenCalledWith({ status: 'warning', text: '暂无访问权限' });
  });

  it('shows the server message when the availability check fails', async () => {
    const services = fakeServices({ checkAvailability: vi.fn(() => Promise.reject(new Error('服务繁忙'))) });
    await click('/goodsList?marketId=m1', services);
    expect(services.notify).toHaveBeenCalledWith({ status: 'error', text: '服务繁忙' });
    expect(services.navigate).not.toHaveBeenCalled();
  });

  it('inside a page, reads the page batch instead of calling again and names the block in the click event', async () => {
    const Slide: BlockComponent<unknown> = () => <LinkButton url="/flashBuyGoodsList?planId=p1" />;
    const { registry } = fakeRegistry({ carousel: { load: async () => Slide } });
    const services = fakeServices({}, [entry({})]);
    const page = {
      list: [
        { key: 'n1', type: 'noticeShow', options: { list: [] } },
        {
          key: 'c1',
          type: 'carousel',
          version: 2,
          options: { list: [{ img: '/a.png', url: '/flashBuyGoodsList?planId=p1' }] },
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
    await userEvent.click(await screen.findByRole('button', { name: 'Go' }));
    expect(services.checkAvailability).toHaveBeenCalledTimes(1);
    expect(services.navigate).toHaveBeenCalledWith({
      kind: 'internal',
      path: '/flashBuyGoodsList?planId=p1',
    });
    expect(services.track).toHaveBeenCalledWith({
      event: 'click',
      floor_id: 'c1',
      floor_rank: 1,
      block_type: 'carousel',
      url: '/flashBuyGoodsList?planId=p1',
      plan_id: 'p1',
    });
  });
});

import type { MemberAddress, Region } from '@mall/schemas';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addAddress, fetchAddresses } from '../api/addresses.ts';
import type * as CatalogueApi from '../api/catalogue.ts';
import { fetchRegions } from '../api/catalogue.ts';
import { fetchCardSession } from '../api/disposable-card.ts';
import { cardSession } from '../disposable-card/disposable-card-test-data.ts';
import { AppToaster } from '../ui/AppToaster.tsx';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';
import { toaster } from '../ui/toaster.ts';
import { accessTokenAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { renderRoute } from '../test/render-route.tsx';
import { memberAddress } from '../trade/checkout-fixtures.ts';

vi.mock('../api/disposable-card.ts', () => ({
  fetchCardSession: vi.fn(),
  fetchCardCart: vi.fn(() => new Promise(() => {})),
}));
vi.mock('../api/addresses.ts', () => ({
  fetchAddresses: vi.fn(),
  addAddress: vi.fn(),
  editAddress: vi.fn(),
}));
vi.mock('../api/catalogue.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof CatalogueApi>()),
  fetchRegions: vi.fn(),
}));
vi.mock('../api/site.ts', () => ({
  fetchSiteSetting: vi.fn(async () => ({ siteName: '好生活福利商城' })),
}));

vi.setConfig({ testTimeout: 30_000 });

const region = (id: string, parentId: string, name: string, level: number): Region => ({
  id,
  parentId,
  name,
  level,
});
const REGIONS: Record<string, Region[]> = {
  '0': [region('33', '0', '浙江省', 0)],
  '33': [region('3301', '33', '杭州市', 1)],
  '3301': [region('330106', '3301', '西湖区', 2)],
};
const SAVED: MemberAddress = memberAddress('addr-card', {
  consigneeName: '生日卡持卡人',
  mobile: '13600008888',
});

type Scope = ReturnType<typeof within>;
const main = async () => within(await screen.findByRole('main', {}, { timeout: 5000 }));

async function fill(scope: Scope, label: string, value: string) {
  await userEvent.click(scope.getByRole('textbox', { name: label }));
  await userEvent.paste(value);
}

async function choose(scope: Scope, label: string, name: string) {
  const select = await scope.findByRole('combobox', { name: label });
  await within(select).findByRole('option', { name });
  await userEvent.selectOptions(select, name);
}

beforeEach(() => {
  render(
    <StorefrontStoryFrame>
      <AppToaster />
    </StorefrontStoryFrame>,
  );
  appStore.set(accessTokenAtom, 'card-token');
  vi.mocked(fetchCardSession).mockReset().mockResolvedValue(cardSession());
  vi.mocked(fetchAddresses)
    .mockReset()
    .mockResolvedValue({ records: [], total: 0, current: 1, size: 20, pages: 0 });
  vi.mocked(addAddress).mockReset().mockResolvedValue(SAVED);
  vi.mocked(fetchRegions).mockImplementation(async (parentId) => REGIONS[parentId] ?? []);
});

afterEach(() => {
  toaster.remove();
  appStore.set(accessTokenAtom, null);
});

describe('/disposableCard/Address', () => {
  it("adds the card member's first address with the address book's form, then goes back to the order", async () => {
    const { router } = renderRoute('/disposableCard/Address?from=order');
    const form = within(await (await main()).findByRole('form', { name: '新增收货地址' }));
    await fill(form, '收货人', '生日卡持卡人');
    await fill(form, '手机号', '13600008888');
    await choose(form, '省份', '浙江省');
    await choose(form, '城市', '杭州市');
    await choose(form, '区县', '西湖区');
    await fill(form, '详细地址', '文三路 90 号');
    await fill(form, '邮政编码', '310012');
    await fill(form, '电子邮箱', 'birthday@acme.mall.invalid');
    await userEvent.click(form.getByRole('button', { name: '保存' }));

    expect(addAddress).toHaveBeenCalledWith(
      expect.objectContaining({ consigneeName: '生日卡持卡人', regionIds: ['33', '3301', '330106'] }),
    );
    expect(await screen.findByText('地址已保存')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/disposableCard/Order'));
  });

  it("lists the card member's addresses", async () => {
    vi.mocked(fetchAddresses).mockResolvedValue({
      records: [SAVED],
      total: 1,
      current: 1,
      size: 20,
      pages: 1,
    });
    renderRoute('/disposableCard/Address');
    const view = await main();
    const list = within(await view.findByRole('list', { name: '收货地址' }));
    expect(list.getByText('生日卡持卡人')).toBeInTheDocument();
    expect(view.getByRole('button', { name: '新增收货地址' })).toBeInTheDocument();
  });
});

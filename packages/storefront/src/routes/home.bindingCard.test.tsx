import { API_PATHS, type MemberCard } from '@mall/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sentWithPasswords } from '../test/account-access-support.tsx';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

const CARDS = API_PATHS.memberCards;
const BIND = API_PATHS.bindCard;

const card = (overrides: Partial<MemberCard> = {}): MemberCard => ({
  cardNo: '6288000000000075',
  cardName: '新星年度福利卡',
  status: 'ACTIVE',
  validUntil: null,
  boundAt: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  showAppMessages();
  logInMember({ oneId: 'ent-nova' });
});

describe('/home/bindingCard', { timeout: 30_000 }, () => {
  it("lists the member's cards with their status and validity", async () => {
    fakeApi.answer(CARDS, [card(), card({ cardNo: '6288000000000091', status: 'FROZEN' })]);
    renderRoute('/home/bindingCard');
    const page = await findMain();
    const table = await page.findByRole('table', { name: '已绑定的福利卡' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('6288000000000075');
    expect(rows[1]).toHaveTextContent('正常');
    expect(rows[1]).toHaveTextContent('长期有效');
    expect(rows[2]).toHaveTextContent('已冻结');
  });

  it('says when no card is bound', async () => {
    fakeApi.answer(CARDS, []);
    renderRoute('/home/bindingCard');
    expect(await (await findMain()).findByText('暂无绑定的福利卡')).toBeInTheDocument();
  });

  it('refuses a card number that fails the check digit without asking the server', async () => {
    fakeApi.answer(CARDS, []);
    renderRoute('/home/bindingCard');
    const page = await findMain();
    await userEvent.type(await page.findByLabelText('卡号'), '6288000000000084');
    await userEvent.type(page.getByLabelText('卡密'), '520083');
    await userEvent.click(page.getByRole('button', { name: '绑定' }));
    expect(await page.findByText('卡号格式不正确')).toBeInTheDocument();
    expect(fakeApi.sent(BIND)).toEqual([]);
  });

  it('binds a card with its encrypted password and shows the new list', async () => {
    fakeApi.answer(CARDS, [card()]);
    fakeApi.answer(BIND, [card({ cardNo: '6288000000000083', cardName: '新星节日福利卡' }), card()]);
    renderRoute('/home/bindingCard');
    const page = await findMain();
    await userEvent.type(await page.findByLabelText('卡号'), '6288 0000 0000 0083');
    await userEvent.type(page.getByLabelText('卡密'), '520083');
    await userEvent.click(page.getByRole('button', { name: '绑定' }));
    expect(await screen.findByText('绑定成功')).toBeInTheDocument();
    expect(sentWithPasswords(BIND, ['password'])).toEqual({ cardNo: '6288000000000083', password: '520083' });
    expect(await page.findByText('新星节日福利卡')).toBeInTheDocument();
  });

  it("shows the server's refusal at the card number", async () => {
    fakeApi.answer(CARDS, [card()]);
    fakeApi.fail(BIND, { code: 30000, message: '卡号或密码错误' });
    renderRoute('/home/bindingCard');
    const page = await findMain();
    await userEvent.type(await page.findByLabelText('卡号'), '6288000000000083');
    await userEvent.type(page.getByLabelText('卡密'), '000000');
    await userEvent.click(page.getByRole('button', { name: '绑定' }));
    expect(await page.findByText('卡号或密码错误')).toBeInTheDocument();
  });
});

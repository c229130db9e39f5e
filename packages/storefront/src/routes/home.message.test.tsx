import {
  API_PATHS,
  type LeaveMessage,
  type LeaveMessagePage,
  type StationMessage,
  type StationMessagePage,
} from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

const LEFT = API_PATHS.userMessages;
const LEAVE = API_PATHS.userLeaveMessage;
const STATION = API_PATHS.memberMessages;
const ORDER_MESSAGE = API_PATHS.memberMessage('smsg-order');
const WELCOME_MESSAGE = API_PATHS.memberMessage('smsg-welcome');

const left = (overrides: Partial<LeaveMessage> = {}): LeaveMessage => ({
  id: 'lmsg-1',
  type: 'SUGGESTION',
  content: '希望增加更多生鲜水果',
  reply: '感谢建议，生鲜频道下月上新。',
  replyTime: '2026-02-20T08:00:00.000Z',
  createTime: '2026-02-18T08:00:00.000Z',
  ...overrides,
});
const leftPage = (...records: LeaveMessage[]): LeaveMessagePage => ({
  records,
  total: records.length,
  current: 1,
  size: 10,
  pages: records.length ? 1 : 0,
});

const station = (overrides: Partial<StationMessage> = {}): StationMessage => ({
  id: 'smsg-order',
  title: '订单已发货',
  content: '您购买的商品已发货，请留意物流信息。',
  read: false,
  readTime: null,
  createTime: '2026-02-28T08:00:00.000Z',
  ...overrides,
});
const stationPage = (...records: StationMessage[]): StationMessagePage => ({
  records,
  total: records.length,
  current: 1,
  size: 10,
  pages: records.length ? 1 : 0,
  unread: records.filter((m) => !m.read).length,
});

const ANSWERED = left();
const OPEN = left({
  id: 'lmsg-2',
  type: 'CONSULTATION',
  content: '积分什么时候到期？',
  reply: null,
  replyTime: null,
  createTime: '2026-02-28T08:00:00.000Z',
});
const ORDER = station();
const WELCOME = station({
  id: 'smsg-welcome',
  title: '欢迎来到好生活福利商城',
  content: '在这里您可以用福利积分兑换心仪的商品。',
  read: true,
  readTime: '2026-02-20T08:00:00.000Z',
});

beforeEach(() => {
  // The app's messages ("留言已提交"), which the route table alone does not render.
  showAppMessages();
  logInMember();
  fakeApi.answer(LEFT, leftPage(OPEN, ANSWERED));
  fakeApi.answer(STATION, stationPage(ORDER, WELCOME));
});

describe('/home/message', { timeout: 30_000 }, () => {
  it("lists the member's messages, the answered one with the service's reply", async () => {
    renderRoute('/home/message');
    const page = await findMain();
    expect(page.getByRole('heading', { level: 1, name: '留言建议' })).toBeVisible();
    const list = await page.findByRole('list', { name: '我的留言列表' });
    const [open, answered] = within(list).getAllByRole('listitem');
    expect(open).toHaveTextContent('咨询');
    expect(open).toHaveTextContent('积分什么时候到期？');
    expect(open).toHaveTextContent('等待客服回复');
    expect(answered).toHaveTextContent('建议');
    expect(answered).toHaveTextContent('客服回复：感谢建议，生鲜频道下月上新。');
    expect(fakeApi.lastSent(LEFT, 'GET').query).toEqual({ pageNumber: '1', pageSize: '10' });
  });

  it('says the messages are loading, not the goods', async () => {
    fakeApi.hang(LEFT);
    renderRoute('/home/message');
    const page = await findMain();
    expect(await page.findByText('加载中…')).toBeInTheDocument();
    expect(page.queryByText('商品加载中…')).not.toBeInTheDocument();
  });

  it('leaves a message of the chosen type, counting its characters, and lists it', async () => {
    const sent = left({ id: 'lmsg-3', type: 'COMPLAINT', content: '快递太慢', reply: null, replyTime: null });
    fakeApi.answer(LEAVE, sent);
    renderRoute('/home/message');
    const page = await findMain();
    const form = await page.findByRole('form', { name: '我要留言' });

    await userEvent.click(within(form).getByRole('radio', { name: '投诉' }));
    await userEvent.type(within(form).getByRole('textbox', { name: '留言内容' }), '快递太慢');
    expect(within(form).getByText('4/300')).toBeVisible();
    fakeApi.answer(LEFT, leftPage(sent, OPEN, ANSWERED));
    await userEvent.click(within(form).getByRole('button', { name: '提交留言' }));

    expect(await screen.findByText('留言已提交，我们会尽快回复')).toBeVisible();
    expect(fakeApi.sent(LEAVE, 'POST').map(({ body }) => body)).toEqual([
      { type: 'COMPLAINT', content: '快递太慢' },
    ]);
    expect(within(form).getByRole('textbox', { name: '留言内容' })).toHaveValue('');
    const list = page.getByRole('list', { name: '我的留言列表' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('快递太慢');
  });

  it('asks for the type and the text before sending anything', async () => {
    renderRoute('/home/message');
    const form = await (await findMain()).findByRole('form', { name: '我要留言' });
    await userEvent.click(within(form).getByRole('button', { name: '提交留言' }));
    expect(within(form).getByText('请选择留言类型')).toBeVisible();
    expect(within(form).getByText('请填写留言内容')).toBeVisible();
    expect(fakeApi.sent(LEAVE)).toEqual([]);
  });

  it('refuses a text over 300 characters in the form, keeping it', async () => {
    renderRoute('/home/message');
    const form = await (await findMain()).findByRole('form', { name: '我要留言' });
    await userEvent.click(within(form).getByRole('radio', { name: '建议' }));
    await userEvent.click(within(form).getByRole('textbox', { name: '留言内容' }));
    await userEvent.paste('好'.repeat(301));
    expect(within(form).getByText('301/300')).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: '提交留言' }));
    expect(within(form).getByText('留言内容不能超过300个字')).toBeVisible();
    expect(fakeApi.sent(LEAVE)).toEqual([]);
    expect(within(form).getByRole('textbox', { name: '留言内容' })).toHaveValue('好'.repeat(301));
  });

  it("shows the server's refusal under the form and keeps the text", async () => {
    fakeApi.fail(LEAVE, { code: 400, message: '留言内容不能超过300个字', status: 400 });
    renderRoute('/home/message');
    const form = await (await findMain()).findByRole('form', { name: '我要留言' });
    await userEvent.click(within(form).getByRole('radio', { name: '咨询' }));
    await userEvent.type(within(form).getByRole('textbox', { name: '留言内容' }), '你好');
    await userEvent.click(within(form).getByRole('button', { name: '提交留言' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('留言内容不能超过300个字');
    expect(within(form).getByRole('textbox', { name: '留言内容' })).toHaveValue('你好');
  });

  it('lists the station messages unread first, marks one read and deletes one after asking', async () => {
    fakeApi.answer(ORDER_MESSAGE, null, { method: 'PUT' });
    fakeApi.answer(WELCOME_MESSAGE, null, { method: 'DELETE' });
    renderRoute('/home/message?tab=station');
    const page = await findMain();
    expect(await page.findByRole('tab', { name: '站内消息（1 条未读）' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = await page.findByRole('list', { name: '站内消息列表' });
    const [order, welcome] = within(list).getAllByRole('listitem');
    expect(order).toHaveTextContent('未读');
    expect(order).toHaveTextContent('订单已发货');
    expect(welcome).toHaveTextContent('已读');

    fakeApi.answer(
      STATION,
      stationPage({ ...ORDER, read: true, readTime: '2026-03-01T08:00:00.000Z' }, WELCOME),
    );
    await userEvent.click(within(order!).getByRole('button', { name: '将“订单已发货”标为已读' }));
    expect(await page.findByRole('tab', { name: '站内消息' })).toBeVisible();
    expect(fakeApi.sent(ORDER_MESSAGE, 'PUT')).toHaveLength(1);

    await userEvent.click(within(list).getByRole('button', { name: '删除“欢迎来到好生活福利商城”' }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除消息' });
    expect(fakeApi.sent(WELCOME_MESSAGE)).toEqual([]);
    fakeApi.answer(STATION, stationPage({ ...ORDER, read: true, readTime: '2026-03-01T08:00:00.000Z' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(fakeApi.sent(WELCOME_MESSAGE, 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('消息已删除')).toBeVisible();
  });
});

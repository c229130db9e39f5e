import { API_PATHS } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { afterSaleDetail as request } from '../test/after-sale-data.ts';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { renderRoute } from '../test/render-route.tsx';

const SN = 'AS26030100001';
const PATH = `/afterServiceDetail?sn=${SN}`;

/** Opens the request; answers the page's own content once the route's code and the request loaded. */
const main = async () => {
  renderRoute(PATH);
  await screen.findByRole('heading', { name: '售后详情' }, { timeout: 5000 });
  return within(screen.getByRole('main'));
};

beforeEach(() => {
  logInMember();
  fakeApi.answer(API_PATHS.afterSaleDetail(SN), request());
  fakeApi.answer(API_PATHS.afterSaleLog(SN), [
    { status: 'APPLY', message: '会员提交了售后申请', createTime: '2026-03-01T08:00:00.000Z' },
  ]);
  fakeApi.answer(API_PATHS.afterSaleMessages, [
    { id: 1, sender: 'SERVICE', content: '您好，已收到您的申请', createTime: '2026-03-01T09:00:00.000Z' },
  ]);
});

const cancelsSent = () => fakeApi.sent(API_PATHS.afterSaleCancel(SN));

// Generous: the first test waits for the route's chunk, and the machine is shared.
describe('/afterServiceDetail', { timeout: 30_000 }, () => {
  it('shows the status, the request and its progress', async () => {
    const page = await main();

    expect(within(page.getByRole('region', { name: '售后状态' })).getByText('审核中')).toBeInTheDocument();
    const info = within(page.getByRole('region', { name: '售后信息' }));
    expect(info.getByText('仅退款')).toBeInTheDocument();
    expect(info.getByText('不想要了')).toBeInTheDocument();
    expect(info.getByText('拍错了')).toBeInTheDocument();
    const progress = within(page.getByRole('region', { name: '售后进度' }));
    expect(await progress.findByText('会员提交了售后申请')).toBeInTheDocument();
    expect(await page.findByText('您好，已收到您的申请')).toBeInTheDocument();
  });

  it('asks before withdrawing the request, then withdraws it', async () => {
    fakeApi.answer(
      API_PATHS.afterSaleCancel(SN),
      request({ status: 'CANCEL', actions: { cancel: false, delivery: false } }),
    );
    const page = await main();

    await userEvent.click(page.getByRole('button', { name: '取消售后申请' }));
    const dialog = await screen.findByRole('alertdialog', { name: '取消售后申请' });
    expect(cancelsSent()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '确认取消' }));

    await waitFor(() => expect(cancelsSent()).toHaveLength(1));
    const status = within(page.getByRole('region', { name: '售后状态' }));
    expect(await status.findByText('已撤销')).toBeInTheDocument();
    expect(page.queryByRole('button', { name: '取消售后申请' })).not.toBeInTheDocument();
  });

  it('keeps the request when the member thinks again, and shows a refusal', async () => {
    fakeApi.fail(API_PATHS.afterSaleCancel(SN), { message: '当前状态不能取消售后申请', status: 400 });
    const page = await main();

    await userEvent.click(page.getByRole('button', { name: '取消售后申请' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '再想想' }),
    );
    expect(cancelsSent()).toHaveLength(0);

    await userEvent.click(page.getByRole('button', { name: '取消售后申请' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认取消' }),
    );
    expect(await page.findByRole('alert')).toHaveTextContent('当前状态不能取消售后申请');
  });

  it('sends a message to customer service', async () => {
    fakeApi.answer(API_PATHS.afterSaleSendMessage, {
      id: 2,
      sender: 'MEMBER',
      content: '请尽快处理',
      createTime: '2026-03-01T10:00:00.000Z',
    });
    const page = await main();

    await userEvent.click(page.getByRole('button', { name: '发送' }));
    expect(await page.findByText('请输入消息内容')).toBeInTheDocument();
    expect(fakeApi.sent(API_PATHS.afterSaleSendMessage)).toHaveLength(0);

    await userEvent.click(page.getByLabelText('发送给客服的消息'));
    await userEvent.paste('  请尽快处理 ');
    await userEvent.click(page.getByRole('button', { name: '发送' }));

    expect(await page.findByText('请尽快处理')).toBeInTheDocument();
    expect(fakeApi.lastSent(API_PATHS.afterSaleSendMessage).body).toEqual({
      afterSaleSn: SN,
      content: '请尽快处理',
    });
    expect(page.getByLabelText('发送给客服的消息')).toHaveValue('');
  });
});

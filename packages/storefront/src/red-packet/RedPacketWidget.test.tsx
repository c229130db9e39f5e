import { API_PATHS } from '@mall/schemas';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { SPRING_BATCH } from '../test/red-packet-batch.ts';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';
import { STORY_MEMBER } from '../test/story-members.ts';
import { RedPacketWidget } from './RedPacketWidget.tsx';

const BATCH = SPRING_BATCH;
const PERMISSION = API_PATHS.packetPermissions;

function showWidget(locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  render(
    <StorefrontStoryFrame locale={locale} session={{ userInfo: STORY_MEMBER, accessToken: 'token' }}>
      <main>
        <p>首页内容</p>
      </main>
      <RedPacketWidget />
    </StorefrontStoryFrame>,
  );
}

beforeEach(() => {
  fakeApi.answer(PERMISSION, { hasPermission: true });
  fakeApi.answer(API_PATHS.packetQuery, BATCH);
});

describe('<RedPacketWidget />', () => {
  it('shows a member with a packet waiting a tip that opens the game', async () => {
    showWidget();
    const tip = await screen.findByRole('button', { name: '您有一个红包待领取，点击开抢' });
    // A corner tip: the page stays usable underneath.
    expect(screen.getByText('首页内容')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(tip);
    expect(await screen.findByRole('dialog', { name: '春季福利红包' })).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent('倒计时 60 秒');
  });

  it('takes the tip away once the packet is received', async () => {
    fakeApi.answer(API_PATHS.packetReceive, {
      batchNo: BATCH.batchNo,
      balance: 120,
      unit: '福利积分',
      receiveTime: '2026-03-01T09:00:00.000Z',
    });
    showWidget();
    await userEvent.click(await screen.findByRole('button', { name: '您有一个红包待领取，点击开抢' }));
    await userEvent.click(await screen.findByRole('button', { name: '抢红包' }, { timeout: 2000 }));
    expect(await screen.findByText('120 福利积分')).toBeVisible();
    expect(fakeApi.lastSent(API_PATHS.packetReceive, 'POST').body).toEqual({
      batchNo: BATCH.batchNo,
      oneId: STORY_MEMBER.oneId,
      userId: STORY_MEMBER.id,
    });

    await userEvent.click(screen.getAllByRole('button', { name: '关闭' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: '您有一个红包待领取，点击开抢' })).toBeNull();
  });

  it('shows nothing to a member without a packet waiting', async () => {
    fakeApi.answer(PERMISSION, { hasPermission: false });
    showWidget();
    await waitFor(() => expect(fakeApi.sent(PERMISSION, 'POST')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /红包/ })).toBeNull();
  });

  it('words the tip in English', async () => {
    showWidget('en-US');
    expect(
      await screen.findByRole('button', { name: 'A red packet is waiting for you: click to grab it' }),
    ).toBeVisible();
  });
});

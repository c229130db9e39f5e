import { API_PATHS, type RedPacketReceipt } from '@mall/schemas';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { SPRING_BATCH } from '../test/red-packet-batch.ts';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';
import { nextFallDelay, RedPacketGame } from './RedPacketGame.tsx';

const RECEIVE = API_PATHS.packetReceive;

/** The receipts asked for, as their bodies. */
const receivesSent = () => fakeApi.sent(RECEIVE, 'POST').map(({ body }) => body);

const BATCH = SPRING_BATCH;
const MEMBER = { oneId: 'ent-acme', userId: 'mbr-card-zhou' };
const RECEIPT: RedPacketReceipt = {
  batchNo: BATCH.batchNo,
  balance: 88,
  unit: '福利积分',
  receiveTime: '2026-03-01T09:00:00.000Z',
};

/** Plays the game with packets timed by `random`; answers what the game told its parent. */
function play(random: () => number = () => 0.5) {
  const onReceived = vi.fn();
  const onClose = vi.fn();
  render(
    <StorefrontStoryFrame>
      <RedPacketGame
        batch={BATCH}
        member={MEMBER}
        onClose={onClose}
        onReceived={onReceived}
        random={random}
      />
    </StorefrontStoryFrame>,
  );
  return { onReceived, onClose };
}

/** Moves the fake clock on and lets React and the settled promises catch up. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const packetButtons = () => screen.queryAllByRole('button', { name: '抢红包' });

beforeEach(() => {
  // The game's clock is fake; the rest (setImmediate, which the fake API's answers travel by) is real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  fakeApi.answer(RECEIVE, RECEIPT);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('nextFallDelay', () => {
  it('waits 250 ms at the least and 500 ms at the most', () => {
    expect(nextFallDelay(() => 0)).toBe(250);
    expect(nextFallDelay(() => 0.5)).toBe(375);
    expect(nextFallDelay(() => 0.999_999)).toBe(500);
  });
});

describe('<RedPacketGame />', () => {
  it('counts down from 60 seconds, one second at a time', async () => {
    play();
    expect(screen.getByRole('dialog', { name: '春季福利红包' })).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent('倒计时 60 秒');
    await wait(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('倒计时 59 秒');
    await wait(30_000);
    expect(screen.getByRole('timer')).toHaveTextContent('倒计时 29 秒');
    expect(fakeApi.sent(RECEIVE)).toEqual([]);
  });

  it('drops a new packet after 250 ms when the random number is lowest', async () => {
    play(() => 0);
    await wait(249);
    expect(packetButtons()).toHaveLength(0);
    await wait(1);
    expect(packetButtons()).toHaveLength(1);
    await wait(250);
    expect(packetButtons()).toHaveLength(2);
  });

  it('drops a new packet after 500 ms when the random number is highest', async () => {
    play(() => 0.999_999);
    await wait(499);
    expect(packetButtons()).toHaveLength(0);
    await wait(1);
    expect(packetButtons()).toHaveLength(1);
    await wait(499);
    expect(packetButtons()).toHaveLength(1);
    await wait(1);
    expect(packetButtons()).toHaveLength(2);
  });

  it('receives the packet once when one is clicked and congratulates with its amount and unit', async () => {
    const { onReceived } = play();
    await wait(1000);
    const [packet] = packetButtons();
    if (!packet) throw new Error('no packet fell');
    fireEvent.click(packet);
    fireEvent.click(packet);

    await vi.waitFor(() => expect(screen.getByRole('heading', { name: '恭喜您！' })).toBeVisible());
    expect(receivesSent()).toEqual([{ batchNo: 'RP-2026-SPRING', ...MEMBER }]);
    expect(screen.getByText('88 福利积分')).toBeVisible();
    expect(screen.getByText('已放入您的账户，可在“我的账户”中查看')).toBeVisible();
    expect(screen.getByRole('link', { name: '查看我的账户' })).toHaveAttribute('href', '/home/myAccount');
    expect(onReceived).toHaveBeenCalledWith(RECEIPT);
    // The game is over: no more packets, no countdown.
    expect(packetButtons()).toHaveLength(0);
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('receives the packet when the countdown runs out and says the member was hit by it', async () => {
    play();
    await wait(59_999);
    expect(fakeApi.sent(RECEIVE)).toEqual([]);
    await wait(1);

    await vi.waitFor(() => expect(screen.getByRole('heading', { name: '您被红包砸中了！' })).toBeVisible());
    expect(receivesSent()).toHaveLength(1);
    expect(screen.getByText('88 福利积分')).toBeVisible();
    expect(screen.getByRole('link', { name: '查看我的账户' })).toBeVisible();
    await wait(10_000);
    expect(receivesSent()).toHaveLength(1);
  });

  it("shows the server's refusal when the packet cannot be received", async () => {
    fakeApi.fail(RECEIVE, { code: 400, message: '红包活动已结束', status: 400 });
    const { onReceived, onClose } = play();
    await wait(60_000);
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: '领取失败' })).toBeVisible());
    expect(screen.getByText('红包活动已结束')).toBeVisible();
    expect(onReceived).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: '关闭' })[0]!);
    expect(onClose).toHaveBeenCalled();
  });
});

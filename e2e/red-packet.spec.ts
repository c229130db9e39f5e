import { expect, test, type Page } from './test.ts';
import { skipLoginPopups } from './popups.ts';
import { submitPasswordLogin } from './session.ts';

// The red-packet game against the real server and its seed: cardzhou (card member of Acme, 2600
// welfare points) is the audience of the running spring batch of fixtures/seed/red-packets.json.
// No other browser test uses his home page, so the tip is his alone here.

const ZHOU = { username: 'cardzhou', password: 'Zhou@2026' };
const TIP = '您有一个红包待领取，点击开抢';

/** The member's spendable points, as getUserInfo answers them to the page's session. */
async function pointsOf(page: Page): Promise<number> {
  const accessToken = (await page.evaluate(() => window.localStorage.getItem('accessToken'))) ?? '';
  const answer = (await (
    await page.request.get('/buyer/passport/member/getUserInfo', { headers: { accessToken } })
  ).json()) as { result: { point: number } };
  return answer.result.point;
}

test('a member opens the red packet from the home tip, clicks a falling packet and is paid its amount exactly once', async ({
  page,
}) => {
  test.slow();
  await page.goto('/login');
  await submitPasswordLogin(page, ZHOU.username, ZHOU.password);
  await expect(page).not.toHaveURL(/\/login/);
  await skipLoginPopups(page);
  const before = await pointsOf(page);

  await page.goto('/');
  const tip = page.getByRole('button', { name: TIP });
  await expect(tip).toBeVisible();
  // The tip covers nothing: the page's own header stays usable beside it.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await tip.click();

  const game = page.getByRole('dialog', { name: '春季福利红包' });
  await expect(game).toBeVisible();
  await expect(game.getByRole('timer')).toContainText(/倒计时 \d+ 秒/);
  // The packets never stand still for a mouse click's stability check: the newest is taken from
  // the keyboard, as a member without a mouse would.
  const packet = game.getByRole('button', { name: '抢红包' }).last();
  await packet.focus();
  await page.keyboard.press('Enter');

  await expect(game.getByRole('heading', { name: '恭喜您！' })).toBeVisible();
  const amountText = (await game.getByText(/^\d+ 福利积分$/).textContent()) ?? '';
  const amount = Number(amountText.match(/^\d+/)?.[0]);
  // The spring batch pays 66 to 188 points.
  expect(amount).toBeGreaterThanOrEqual(66);
  expect(amount).toBeLessThanOrEqual(188);
  await expect(game.getByRole('link', { name: '查看我的账户' })).toHaveAttribute('href', '/home/myAccount');
  expect(await pointsOf(page)).toBe(before + amount);

  // The server renders the page again with the member's permission, and the page hydrates with it.
  await page.reload();
  await expect(page.locator('#root[data-ssr]')).toBeAttached();
  // Once received, the tip is gone for good, and the points were paid once.
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('button', { name: TIP })).toHaveCount(0);
  const answer = await page.request.post('/buyer/member/packet/permissions', {
    headers: { accessToken: (await page.evaluate(() => window.localStorage.getItem('accessToken'))) ?? '' },
  });
  expect(((await answer.json()) as { result: { hasPermission: boolean } }).result.hasPermission).toBe(false);
  expect(await pointsOf(page)).toBe(before + amount);
});

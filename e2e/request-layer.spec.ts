import { expect, test, type Page } from './test.ts';
import { logInPastPopups } from './popups.ts';

// Spec 01 section 7 against the real server: a logged-in member's calls carry the replay-protection
// headers signed with the key of the login and are served; a double click on an action sends once.

const main = (page: Page) => page.getByRole('main');

async function cartCount(page: Page): Promise<number> {
  const accessToken = (await page.evaluate(() => localStorage.getItem('accessToken'))) ?? '';
  const answer = (await (
    await page.request.get('/buyer/trade/carts/count', { headers: { accessToken } })
  ).json()) as { result: number };
  return answer.result;
}

test('a double click on add to cart sends one signed call that the server serves, and a later click sends again', async ({
  page,
}) => {
  test.slow();
  await logInPastPopups(page, 'zhangwei');
  expect(await page.evaluate(() => localStorage.getItem('signKey'))).toMatch(/^[A-Za-z0-9_-]{43}$/);

  await page.goto('/goodsDetail?skuId=1001&goodsId=101');
  const addToCart = main(page).getByRole('button', { name: '加入购物车' });
  await expect(addToCart).toBeVisible();
  const before = await cartCount(page);

  const sent: { signature?: string; nonce?: string; status: number }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/buyer/trade/carts') {
      const headers = request.headers();
      sent.push({ signature: headers.signature, nonce: headers.nonce, status: response.status() });
    }
  });

  await addToCart.dblclick();
  await expect(page.getByText('已加入购物车').first()).toBeVisible();
  await expect.poll(() => cartCount(page)).toBe(before + 1);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.signature).toMatch(/^[0-9a-f]{64}$/);
  expect(sent[0]?.status).toBe(200);

  await page.waitForTimeout(1100);
  await addToCart.click();
  await expect.poll(() => cartCount(page)).toBe(before + 2);
  expect(sent).toHaveLength(2);
  expect(sent[1]?.nonce).not.toBe(sent[0]?.nonce);
});

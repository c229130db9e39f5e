import { expect, test } from './test.ts';
import { skipLoginPopups } from './popups.ts';
import { submitLoginForm } from './session.ts';

// Tenant rules of config/client.json `tenants` (spec 01 sections 4 and 6), against the real server:
// guhai of Harbor Logistics (ent-harbor) lands on /custom after login, which the login-platform
// lookup answers, and has the special top navigation; linguang of Lumen Optics (ent-lumen) sees the
// active item of the top navigation underlined.

test('a member of an enterprise landing on /custom arrives there and has the special top navigation', async ({
  page,
}) => {
  await page.goto('/login');
  await submitLoginForm(page, 'guhai');

  await expect(page).toHaveURL(/\/custom$/);
  expect(await page.evaluate(() => window.localStorage.getItem('loginUrl'))).toBe('/custom');
  await skipLoginPopups(page);

  const nav = page.getByRole('navigation', { name: '企业专属导航' });
  const home = nav.getByRole('link', { name: '专属首页' });
  await expect(home).toHaveAttribute('href', '/custom');
  await expect(home).toHaveAttribute('aria-current', 'page');
  // The site's home item gives way to the custom page's.
  await expect(nav.getByRole('link', { name: '公告' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '首页', exact: true })).toHaveCount(0);

  // On another page too, where it leads back to the custom page.
  await page.goto('/goodsList?planId=plan-spring');
  await nav.getByRole('link', { name: '专属首页' }).click();
  await expect(page).toHaveURL(/\/custom$/);
});

test('a member of an enterprise with underlined navigation sees the active item underlined', async ({
  page,
}) => {
  await page.goto('/login');
  await submitLoginForm(page, 'linguang');
  await expect(page).toHaveURL(/\/$/);
  await skipLoginPopups(page);

  const nav = page.getByRole('navigation', { name: '商品导航' });
  const home = nav.getByRole('link', { name: '首页', exact: true });
  await expect(home).toHaveAttribute('aria-current', 'page');
  await expect(home).toHaveCSS('text-decoration-line', 'underline');
  const notices = nav.getByRole('link', { name: '公告' });
  await expect(notices).not.toHaveAttribute('aria-current', 'page');
  await expect(notices).not.toHaveCSS('text-decoration-line', 'underline');
  await expect(nav.getByRole('link', { name: '专属首页' })).toHaveCount(0);
});

test('a member of another enterprise lands on the home page, nothing underlined', async ({ page }) => {
  await page.goto('/login');
  await submitLoginForm(page, 'zhangwei');
  await expect(page).toHaveURL(/\/$/);
  await skipLoginPopups(page);

  const home = page
    .getByRole('navigation', { name: '商品导航' })
    .getByRole('link', { name: '首页', exact: true });
  await expect(home).toHaveAttribute('aria-current', 'page');
  await expect(home).not.toHaveCSS('text-decoration-line', 'underline');
});

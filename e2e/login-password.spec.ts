import { expect, test } from './test.ts';
import { logInPastPopups } from './popups.ts';

// The login-password change (/home/loginPassword) says the rule its hint states, and asks for the
// old password at its field instead of sending an empty one for the server to fail to decrypt.

const HINT = '8-16位，至少包含大写字母、小写字母、数字、特殊字符中的三种';
const KINDS = '密码须至少包含大写字母、小写字母、数字、特殊字符中的三种';

test.describe('changing the login password', () => {
  test('refuses a one-kind password in the words of its hint and asks for the old password, sending nothing', async ({
    page,
  }) => {
    await logInPastPopups(page, 'zhangwei');
    await page.goto('/home/loginPassword');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/updatePassword')) sent.push(request.url());
    });

    const form = page.getByRole('main');
    await expect(form.getByText(HINT)).toBeVisible();
    await form.getByLabel('新密码', { exact: true }).fill('abcdefgh');
    await form.getByLabel('确认新密码', { exact: true }).fill('abcdefgh');
    await form.getByRole('button', { name: '确认修改' }).click();

    await expect(form.getByText('请输入原密码')).toBeVisible();
    await expect(form.getByText(KINDS)).toBeVisible();
    await expect(form.getByText('密码必须包含数字、字母和特殊字符')).toHaveCount(0);
    await expect(form.getByText('密码无法解密，请刷新页面后重试')).toHaveCount(0);
    expect(sent).toEqual([]);
  });

  test('takes a password of three kinds without a symbol, as the hint allows', async ({ page }) => {
    await logInPastPopups(page, 'zhangwei');
    await page.goto('/home/loginPassword');

    const form = page.getByRole('main');
    await form.getByLabel('原密码', { exact: true }).fill('Acme@2026');
    await form.getByLabel('新密码', { exact: true }).fill('Abcdefg1');
    await form.getByLabel('确认新密码', { exact: true }).fill('Abcdefg1');
    await form.getByRole('button', { name: '确认修改' }).click();

    await expect(page.getByText('登录密码修改成功')).toBeVisible();
    await expect(form.getByLabel('原密码', { exact: true })).toHaveValue('');

    // Put the demo password back for the walks after this one.
    await form.getByLabel('原密码', { exact: true }).fill('Abcdefg1');
    await form.getByLabel('新密码', { exact: true }).fill('Acme@2026');
    await form.getByLabel('确认新密码', { exact: true }).fill('Acme@2026');
    await form.getByRole('button', { name: '确认修改' }).click();
    // A saved change empties the form; a refused one keeps what was typed.
    await expect(form.getByLabel('原密码', { exact: true })).toHaveValue('');
  });
});

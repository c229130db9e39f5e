import { expect, test, type Page } from './test.ts';
import { logIn, readImageCode, readMailCode, readSmsCode } from './session.ts';

// Forced verification and the privacy popup against the real server and its seed (spec 03 sections
// 4 and 5): Nova Tech requires a verified mobile and an enterprise e-mail ending with
// @nova.example.com, and shows the privacy popup. xuming has verified neither (and agreed to the
// terms); hejia has verified both but not agreed. Codes are read from the development outbox.

const NEW_MOBILE = '13500000288';
const NOVA_EMAIL = 'xuming@nova.example.com';

/** An image code newer than `previous` (the dialog draws a new one after every send). */
async function readNewImageCode(page: Page, previous: string): Promise<string> {
  let code = previous;
  await expect.poll(async () => (code = await readImageCode(page))).not.toBe(previous);
  return code;
}

/** Logs in and waits past the login's popups (once per login), leaving what the gate shows. */
async function logInPastPopups(page: Page, username: 'xuming' | 'hejia'): Promise<void> {
  await logIn(page, username);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('popped'))).toBeTruthy();
  await page.reload();
}

test('a member who must verify cannot use the mall until the SMS and mail codes are entered', async ({
  page,
}) => {
  test.slow();
  await logInPastPopups(page, 'xuming');
  const dialog = page.getByRole('dialog', { name: '账号验证' });
  await expect(dialog).toBeVisible();

  // The mall behind it cannot be used: neither a click on one of its links nor Escape gets past.
  // A CSS locator: the dialog hides the page from the accessibility tree, not from the eye.
  const link = page.locator('a[href]').filter({ visible: true }).first();
  await link.waitFor();
  const box = await link.boundingBox();
  expect(box, 'a link of the page behind the dialog').not.toBeNull();
  const url = page.url();
  await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);
  await page.keyboard.press('Escape');
  expect(page.url()).toBe(url);
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(0);

  const submit = dialog.getByRole('button', { name: '提交验证' });
  await expect(submit).toBeDisabled();
  await expect(dialog.getByLabel('手机号', { exact: true })).toHaveAttribute('maxlength', '11');
  await expect(dialog.getByLabel('企业邮箱', { exact: true })).toHaveAttribute('maxlength', '50');
  await expect(dialog.getByText('请使用以 @nova.example.com 结尾的企业邮箱')).toBeVisible();

  // Sending without the graphic code is refused before anything goes out.
  await dialog.getByLabel('手机号', { exact: true }).fill(NEW_MOBILE);
  const sendSms = dialog.getByRole('group', { name: '短信验证' }).getByRole('button', { name: '获取验证码' });
  await sendSms.click();
  await expect(dialog.getByText('请输入图形验证码')).toBeVisible();

  // With it the SMS code arrives in the outbox, and the button counts down.
  const firstImageCode = await readImageCode(page);
  await dialog.getByRole('textbox', { name: '图形验证码', exact: true }).fill(firstImageCode);
  await sendSms.click();
  await expect(page.getByText('短信发送成功')).toBeVisible();
  await expect(
    dialog.getByRole('group', { name: '短信验证' }).getByRole('button', { name: /秒/ }),
  ).toBeDisabled();
  const smsCode = await readSmsCode(page, NEW_MOBILE);

  // An e-mail outside the enterprise's suffixes is refused at its input.
  await dialog.getByLabel('企业邮箱', { exact: true }).fill('xuming@gmail.com');
  const sendMail = dialog
    .getByRole('group', { name: '邮箱验证' })
    .getByRole('button', { name: '获取验证码' });
  await sendMail.click();
  await expect(dialog.getByText('请输入正确格式的企业邮箱')).toBeVisible();
  await dialog.getByLabel('企业邮箱', { exact: true }).fill(NOVA_EMAIL);
  await dialog
    .getByRole('textbox', { name: '图形验证码', exact: true })
    .fill(await readNewImageCode(page, firstImageCode));
  await sendMail.click();
  await expect(page.getByText('邮件发送成功')).toBeVisible();

  await dialog.getByLabel('短信验证码', { exact: true }).fill(smsCode);
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('邮箱验证码', { exact: true }).fill(await readMailCode(page, NOVA_EMAIL));
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('验证成功')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The mall works, shows the verified mobile masked, and a reload brings no dialog back.
  await expect(page.getByRole('main')).toBeVisible();
  await page.goto('/home/profile');
  await expect(page.getByRole('heading', { name: '个人信息', exact: true })).toBeVisible();
  await expect(page.getByText('135****0288')).toBeVisible();
  await expect(page.getByText(NOVA_EMAIL)).toBeVisible();
  // After a reload the gate asks the server again; once it has answered, no dialog comes.
  const statusAnswered = page.waitForResponse((response) => response.url().includes('/getVerifyStatus'));
  await page.reload();
  await statusAnswered;
  await expect(page.getByText('135****0288')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the privacy popup needs both boxes, cannot be cancelled and is not shown again', async ({ page }) => {
  await logInPastPopups(page, 'hejia');
  const dialog = page.getByRole('alertdialog', { name: '隐私政策与用户协议' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '取消' })).toBeDisabled();

  const accept = dialog.getByRole('button', { name: '同意并继续' });
  await accept.click();
  await expect(dialog.getByRole('alert')).toHaveText('请阅读并同意《隐私政策》和《用户协议》');
  await dialog.getByText('我已阅读并同意《隐私政策》').click();
  await accept.click();
  await expect(dialog.getByRole('alert')).toHaveText('请阅读并同意《用户协议》');
  await dialog.getByText('我已阅读并同意《用户协议》').click();
  await accept.click();
  await expect(dialog).toHaveCount(0);

  // The server renders the page again with the member's consent, and the page starts with it.
  await page.reload();
  await expect(page.locator('#root[data-ssr]')).toBeAttached();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a member changes the nickname on the profile page, within its rules', async ({ page }) => {
  await logInPastPopups(page, 'hejia');
  await page.goto('/home/profile');
  await expect(page.getByText('135****0202')).toBeVisible();
  await expect(page.getByText('N0002')).toBeVisible();
  await page.getByRole('button', { name: '修改昵称' }).click();
  const dialog = page.getByRole('dialog', { name: '修改昵称' });
  const nickName = dialog.getByLabel('昵称', { exact: true });
  await nickName.fill('');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('昵称不能为空')).toBeVisible();
  await nickName.fill('一二三四五六七八九十一');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('昵称最多10个字')).toBeVisible();
  await nickName.fill('小何');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('昵称修改成功')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('小何', { exact: true })).toBeVisible();
});

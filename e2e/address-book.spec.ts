import { expect, test, type Page } from './test.ts';
import { logInPastPopups } from './popups.ts';

// The address form of /home/addAddress (the checkout's new-address dialog and the disposable card's
// address book use the same form): spec 03 section 5 requires the consignee, the mobile, the region,
// the street, the postal code and the e-mail; the landline, the remark and the alias are optional.

const main = (page: Page) => page.getByRole('main');
// By role and accessible name: a label's text holds its asterisk, its accessible name does not.

const REQUIRED = ['收货人', '手机号', '详细地址', '邮政编码', '电子邮箱'];
const OPTIONAL = ['固定电话', '备注', '地址别名'];

test.describe('the address form', () => {
  test('marks the required fields, visibly and to assistive technology, and leaves the optional ones unmarked', async ({
    page,
  }) => {
    await logInPastPopups(page, 'zhangwei');
    await page.goto('/home/addAddress');
    const form = main(page).getByRole('form', { name: '新增收货地址' });

    for (const label of REQUIRED) {
      await expect(form.getByRole('textbox', { name: label, exact: true })).toHaveJSProperty(
        'required',
        true,
      );
      await expect(form.locator('label', { hasText: label }).getByText('*')).toBeVisible();
    }
    for (const label of OPTIONAL) {
      await expect(form.getByRole('textbox', { name: label, exact: true })).not.toHaveJSProperty(
        'required',
        true,
      );
      await expect(form.locator('label', { hasText: label }).getByText('*')).toHaveCount(0);
    }
    const region = form.getByRole('group', { name: '所在地区' });
    await expect(region.getByText('*')).toBeVisible();
    await expect(region.getByLabel('省份')).toHaveAttribute('aria-required', 'true');
  });

  test('asks for what is required at its field before sending, and saves an address without the optional fields', async ({
    page,
  }) => {
    await logInPastPopups(page, 'zhangwei');
    await page.goto('/home/addAddress');
    const form = main(page).getByRole('form', { name: '新增收货地址' });
    await form.getByRole('textbox', { name: '收货人', exact: true }).fill('张伟');
    await form.getByRole('textbox', { name: '手机号', exact: true }).fill('13800138000');
    await form.getByLabel('省份').selectOption({ label: '浙江省' });
    await form.getByLabel('城市').selectOption({ label: '杭州市' });
    await form.getByLabel('区县').selectOption({ label: '西湖区' });
    await form.getByRole('textbox', { name: '详细地址', exact: true }).fill('文一西路 969 号');
    await form.getByRole('button', { name: '保存' }).click();

    await expect(form.getByRole('textbox', { name: '邮政编码', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(form.getByRole('textbox', { name: '电子邮箱', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await form.getByRole('textbox', { name: '邮政编码', exact: true }).fill('310012');
    await form.getByRole('textbox', { name: '电子邮箱', exact: true }).fill('zhangwei@acme.example');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(/\/home\/myAddress/);
    await expect(main(page).getByText('文一西路 969 号')).toBeVisible();

    // zhangwei's book as seeded for the specs after this one (the keyboard checkout walks its radios).
    const headers = { accessToken: (await page.evaluate(() => localStorage.getItem('accessToken'))) ?? '' };
    const book = (await (
      await page.request.get('/buyer/member/address?pageSize=50', { headers })
    ).json()) as {
      result: { records: { id: string; detail: string }[] };
    };
    for (const address of book.result.records.filter((entry) => entry.detail === '文一西路 969 号'))
      expect(
        (await page.request.delete(`/buyer/member/address/delById/${address.id}`, { headers })).ok(),
      ).toBe(true);
  });
});

import {
  API_PATHS,
  type CategoryNode,
  type StoreApplication,
  type StoreApplyCompany,
  type StoreApplyFinance,
  type StoreApplyStore,
} from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { accessTokenAtom, oneIdAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { fakeApi } from '../test/fake-api.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';

const APPLICATION = API_PATHS.storeApply;
const COMPANY_STEP = API_PATHS.storeApplyCompany;
const FINANCE_STEP = API_PATHS.storeApplyFinance;
const STORE_STEP = API_PATHS.storeApplyStore;

/** The bodies PUT to a step's path, oldest first. */
const stepsSent = (path: string) => fakeApi.sent(path, 'PUT').map(({ body }) => body);

const COMPANY: StoreApplyCompany = {
  companyName: '杭州青禾食品有限公司',
  companyAddress: '浙江省杭州市西湖区文三路 90 号',
  companyPhone: '0571-88886666',
  companyEmail: 'shop@qinghe-food.cn',
  employeeNum: 120,
  registeredCapital: 500,
  linkName: '陈静',
  linkPhone: '13800138000',
  licenseNum: '91330100799655058B',
  legalName: '陈国华',
};

const FINANCE: StoreApplyFinance = {
  settlementBankAccountName: '杭州青禾食品有限公司',
  settlementBankAccountNum: '6222021202001234567',
  settlementBankBranchName: '中国工商银行杭州文三路支行',
  settlementBankJointName: '102331000123',
};

const STORE: StoreApplyStore = {
  storeName: '青禾食品旗舰店',
  storeDesc: '江南时令糕点与有机杂粮，产地直发。',
  storeAddressDetail: '浙江省杭州市余杭区仓前街道 8 号仓',
  goodsManagementCategory: ['1', '3'],
};

const application = (overrides: Partial<StoreApplication> = {}): StoreApplication => ({
  status: 'DRAFT',
  company: COMPANY,
  finance: null,
  store: null,
  refusalReason: null,
  storeId: null,
  createTime: '2026-03-01T09:00:00.000Z',
  updateTime: '2026-03-01T09:00:00.000Z',
  submitTime: null,
  ...overrides,
});

const submitted = (overrides: Partial<StoreApplication> = {}) =>
  application({
    status: 'APPLYING',
    finance: FINANCE,
    store: STORE,
    submitTime: '2026-03-01T09:20:00.000Z',
    ...overrides,
  });

const node = (id: string, name: string): CategoryNode => ({
  id,
  name,
  level: 0,
  parentId: '0',
  children: [],
});
const TREE = [node('1', '食品生鲜'), node('2', '家居生活'), node('3', '数码家电')];

/** Enters `value` into the field labelled `label` as a paste, replacing what it held. */
async function fill(scope: ReturnType<typeof within>, label: string, value: string) {
  const input = scope.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(value);
}

async function fillCompany(scope: ReturnType<typeof within>) {
  await fill(scope, '公司名称', ` ${COMPANY.companyName} `);
  await fill(scope, '统一社会信用代码', COMPANY.licenseNum.toLowerCase());
  await fill(scope, '公司地址', COMPANY.companyAddress);
  await fill(scope, '公司电话', COMPANY.companyPhone);
  await fill(scope, '电子邮箱', COMPANY.companyEmail);
  await fill(scope, '员工总数', '120');
  await fill(scope, '注册资金（万元）', '500');
  await fill(scope, '法人姓名', COMPANY.legalName);
  await fill(scope, '联系人姓名', COMPANY.linkName);
  await fill(scope, '联系人手机', COMPANY.linkPhone);
}

/** The step the indicator marks as current. */
const currentStep = (scope: ReturnType<typeof within>) =>
  within(scope.getByRole('navigation', { name: '入驻步骤' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');

beforeEach(() => {
  appStore.set(accessTokenAtom, 'member-token');
  appStore.set(oneIdAtom, 'ent-acme');
  fakeApi.answer(API_PATHS.categoryTree, TREE);
});

describe('/shopEntry', () => {
  it('takes a member through the three steps, sends each step as the server wants it, and says the application is under review', async () => {
    fakeApi.answer(APPLICATION, null);
    fakeApi.answer(COMPANY_STEP, application());
    fakeApi.answer(FINANCE_STEP, application({ finance: FINANCE }));
    fakeApi.answer(STORE_STEP, submitted());
    renderRoute('/shopEntry?id=1');
    const page = await findMain();

    const company = await page.findByRole('form', { name: '公司信息' });
    expect(currentStep(page)).toHaveTextContent('公司信息');
    await fillCompany(within(company));
    await userEvent.click(within(company).getByRole('button', { name: '下一步' }));

    const finance = await page.findByRole('form', { name: '财务信息' });
    // Trimmed, numbers as numbers, the credit code in capitals.
    expect(stepsSent(COMPANY_STEP)).toEqual([COMPANY]);
    expect(currentStep(page)).toHaveTextContent('财务信息');
    await fill(within(finance), '银行开户名', FINANCE.settlementBankAccountName);
    await fill(within(finance), '银行账号', '6222 0212 0200 1234 567');
    await fill(within(finance), '开户银行支行名称', FINANCE.settlementBankBranchName);
    await fill(within(finance), '支行联行号', FINANCE.settlementBankJointName);
    await userEvent.click(within(finance).getByRole('button', { name: '下一步' }));

    const store = await page.findByRole('form', { name: '店铺信息' });
    expect(stepsSent(FINANCE_STEP)).toEqual([FINANCE]);
    await fill(within(store), '店铺名称', STORE.storeName);
    await fill(within(store), '店铺地址', STORE.storeAddressDetail);
    await fill(within(store), '店铺简介', STORE.storeDesc);
    const categories = within(store).getByRole('group', { name: '经营类目' });
    await userEvent.click(await within(categories).findByText('食品生鲜'));
    await userEvent.click(within(categories).getByText('数码家电'));
    await userEvent.click(within(store).getByRole('button', { name: '提交审核' }));

    expect(await page.findByRole('heading', { name: '您的入驻申请正在审核中' })).toBeInTheDocument();
    expect(stepsSent(STORE_STEP)).toEqual([STORE]);
    expect(page.queryByRole('form')).not.toBeInTheDocument();
    expect(currentStep(page)).toHaveTextContent('提交审核');
    expect(page.getByText(STORE.storeName)).toBeInTheDocument();
  }, 30_000);

  it('shows what is wrong beside each field and sends nothing until it is right', async () => {
    fakeApi.answer(APPLICATION, null);
    renderRoute('/shopEntry?id=1');
    const company = within(await (await findMain()).findByRole('form', { name: '公司信息' }));

    await userEvent.click(company.getByRole('button', { name: '下一步' }));
    expect(await company.findByText('请填写公司名称')).toBeInTheDocument();
    expect(company.getByLabelText('公司名称')).toHaveAttribute('aria-invalid', 'true');
    // Chakra's Field links an error text to its input after it has rendered the text, so the text can
    // be on screen a moment before the link (a CI run under load caught that moment).
    await waitFor(() =>
      expect(company.getByLabelText('联系人手机')).toHaveAccessibleErrorMessage('请填写联系人手机'),
    );

    await fillCompany(company);
    await fill(company, '联系人手机', '1380013800');
    await fill(company, '电子邮箱', 'shop@qinghe');
    await fill(company, '统一社会信用代码', '91330100799655058C');
    await fill(company, '员工总数', '12.5');
    await fill(company, '公司名称', '青');
    await userEvent.click(company.getByRole('button', { name: '下一步' }));

    expect(await company.findByText('请输入正确的手机号')).toBeInTheDocument();
    await waitFor(() => {
      expect(company.getByLabelText('联系人手机')).toHaveAccessibleErrorMessage('请输入正确的手机号');
      expect(company.getByLabelText('电子邮箱')).toHaveAccessibleErrorMessage('请输入正确的电子邮箱');
      expect(company.getByLabelText('统一社会信用代码')).toHaveAccessibleErrorMessage(
        '请输入正确的统一社会信用代码',
      );
      expect(company.getByLabelText('员工总数')).toHaveAccessibleErrorMessage('员工总数应为1-1000000的整数');
      expect(company.getByLabelText('公司名称')).toHaveAccessibleErrorMessage('公司名称至少2个字');
    });
    expect(fakeApi.sent(COMPANY_STEP)).toEqual([]);
  }, 30_000);

  it('asks for at least one business category before submitting', async () => {
    fakeApi.answer(APPLICATION, application({ finance: FINANCE }));
    renderRoute('/shopEntry?id=1');
    const store = within(await (await findMain()).findByRole('form', { name: '店铺信息' }));
    await fill(store, '店铺名称', STORE.storeName);
    await fill(store, '店铺地址', STORE.storeAddressDetail);
    await fill(store, '店铺简介', '太短了');
    await userEvent.click(store.getByRole('button', { name: '提交审核' }));

    expect(await store.findByText('请选择经营类目')).toBeInTheDocument();
    await waitFor(() =>
      expect(store.getByLabelText('店铺简介')).toHaveAccessibleErrorMessage('店铺简介至少10个字'),
    );
    expect(fakeApi.sent(STORE_STEP)).toEqual([]);
  });

  it("shows the server's refusal above the buttons and stays on the step", async () => {
    fakeApi.answer(APPLICATION, application({ finance: FINANCE, store: STORE }));
    fakeApi.fail(STORE_STEP, { code: 400, message: '店铺名称已存在', status: 400 });
    renderRoute('/shopEntry?id=1');
    const store = within(await (await findMain()).findByRole('form', { name: '店铺信息' }));
    // The step last submitted fills the form again.
    expect(store.getByLabelText('店铺名称')).toHaveValue(STORE.storeName);
    await waitFor(() => expect(store.getByRole('checkbox', { name: '食品生鲜' })).toBeChecked());

    await userEvent.click(store.getByRole('button', { name: '提交审核' }));
    expect(await store.findByRole('alert')).toHaveTextContent('店铺名称已存在');
    expect(stepsSent(STORE_STEP)).toEqual([STORE]);
    expect(store.getByRole('button', { name: '提交审核' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: '您的入驻申请正在审核中' })).not.toBeInTheDocument();
  });

  it('carries on a draft at its first unsaved step, and Back keeps what was typed there', async () => {
    fakeApi.answer(APPLICATION, application());
    fakeApi.answer(COMPANY_STEP, application());
    renderRoute('/shopEntry?id=1');
    const page = await findMain();
    const finance = within(await page.findByRole('form', { name: '财务信息' }));
    expect(currentStep(page)).toHaveTextContent('财务信息');
    expect(
      within(page.getByRole('navigation', { name: '入驻步骤' })).getByText('（已完成）'),
    ).toBeInTheDocument();
    await fill(finance, '银行开户名', '青禾食品');

    await userEvent.click(finance.getByRole('button', { name: '上一步' }));
    const company = within(await page.findByRole('form', { name: '公司信息' }));
    expect(company.getByLabelText('公司名称')).toHaveValue(COMPANY.companyName);
    expect(company.getByLabelText('员工总数')).toHaveValue('120');
    await userEvent.click(company.getByRole('button', { name: '下一步' }));

    expect(await page.findByLabelText('银行开户名')).toHaveValue('青禾食品');
    expect(stepsSent(COMPANY_STEP)).toEqual([COMPANY]);
  });

  it('says an application under review cannot be changed and offers no form', async () => {
    fakeApi.answer(APPLICATION, submitted());
    renderRoute('/shopEntry?id=1');
    const page = await findMain();
    expect(await page.findByRole('heading', { name: '您的入驻申请正在审核中' })).toBeInTheDocument();
    expect(page.getByText(/审核期间不能修改申请/)).toBeInTheDocument();
    expect(page.queryByRole('form')).not.toBeInTheDocument();
    expect(page.queryByRole('button', { name: '修改并重新提交' })).not.toBeInTheDocument();
  });

  it('links a passed application to its new store', async () => {
    fakeApi.answer(APPLICATION, submitted({ status: 'PASSED', storeId: 's9' }));
    renderRoute('/shopEntry?id=1');
    const page = await findMain();
    expect(await page.findByRole('heading', { name: '恭喜，您的店铺已开通' })).toBeInTheDocument();
    expect(page.getByText(STORE.storeName)).toBeInTheDocument();
    expect(page.getByRole('link', { name: '进入店铺' })).toHaveAttribute('href', '/merchant?id=s9');
  });

  it('gives the reason of a refusal and lets the member change the application and submit it again', async () => {
    fakeApi.answer(APPLICATION, submitted({ status: 'REFUSED', refusalReason: '营业执照照片不清晰' }));
    fakeApi.answer(COMPANY_STEP, submitted({ status: 'REFUSED', refusalReason: '营业执照照片不清晰' }));
    renderRoute('/shopEntry?id=1');
    const page = await findMain();
    expect(await page.findByRole('heading', { name: '您的入驻申请未通过审核' })).toBeInTheDocument();
    expect(page.getByText('原因：营业执照照片不清晰')).toBeInTheDocument();

    await userEvent.click(page.getByRole('button', { name: '修改并重新提交' }));
    const company = within(await page.findByRole('form', { name: '公司信息' }));
    expect(company.getByLabelText('统一社会信用代码')).toHaveValue(COMPANY.licenseNum);
    await fill(company, '员工总数', '150');
    await userEvent.click(company.getByRole('button', { name: '下一步' }));
    expect(await page.findByLabelText('银行账号')).toHaveValue(FINANCE.settlementBankAccountNum);
    expect(stepsSent(COMPANY_STEP)).toEqual([{ ...COMPANY, employeeNum: 150 }]);
  });

  it('offers a retry when the application cannot be loaded', async () => {
    fakeApi.answer(APPLICATION, null);
    fakeApi.fail(APPLICATION, 'network', { once: true });
    renderRoute('/shopEntry?id=1');
    const page = await findMain();
    await userEvent.click(await page.findByRole('button', { name: '重试' }));
    expect(await page.findByRole('form', { name: '公司信息' })).toBeInTheDocument();
  });

  it('asks a guest to log in first', async () => {
    appStore.set(accessTokenAtom, null);
    renderRoute('/shopEntry?id=1');
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(fakeApi.sent(APPLICATION)).toEqual([]);
  });
});

import { API_PATHS } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { familyMember } from '../benefits/benefit-test-data.ts';
import { accessTokenAtom, oneIdAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { fakeApi } from '../test/fake-api.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

const SPOUSE = familyMember();

const FAMILY = API_PATHS.familyMembers;
const THE_SPOUSE = API_PATHS.familyMember('fam-acme-zhang-spouse');

/** Answers the list of family members from now on. */
const answerFamily = (members: ReturnType<typeof familyMember>[]) =>
  fakeApi.answer(FAMILY, members, { method: 'GET' });

beforeEach(() => {
  showAppMessages();
  appStore.set(accessTokenAtom, 'member-token');
  appStore.set(oneIdAtom, 'ent-acme');
  answerFamily([SPOUSE]);
  fakeApi.answer(THE_SPOUSE, null, { method: 'DELETE' });
});

describe('/familyInfo', () => {
  it('lists the family members with relation, mobile and birthday, and how many of 10', async () => {
    renderRoute('/familyInfo');
    const view = await findMain();
    const table = within(await view.findByRole('table', { name: '家属信息' }));
    expect(table.getAllByRole('row')[1]).toHaveTextContent('刘洋配偶138123456781990-05-20');
    expect(view.getByText('已登记 1 / 10 位')).toBeInTheDocument();
  });

  it("says each rule's message beside its field, in the server's words, sending nothing", async () => {
    renderRoute('/familyInfo');
    const view = await findMain();
    await userEvent.click(await view.findByRole('button', { name: '新增家属' }));
    const form = within(view.getByRole('form', { name: '新增家属' }));
    await userEvent.type(form.getByRole('textbox', { name: '手机号' }), '2381234567');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    expect(form.getByText('请填写家属姓名')).toBeInTheDocument();
    expect(form.getByText('请选择与本人关系')).toBeInTheDocument();
    expect(form.getByText('请输入正确的手机号')).toBeInTheDocument();
    expect(fakeApi.sent(FAMILY, 'POST')).toEqual([]);
  });

  it('adds a family member, says saved and shows them in the list', async () => {
    const mother = familyMember({
      id: 'fam-new',
      name: '王秀英',
      relation: 'MOTHER',
      mobile: '13900001111',
      birthday: null,
    });
    fakeApi.answer(FAMILY, mother, { method: 'POST' });
    renderRoute('/familyInfo');
    const view = await findMain();
    await userEvent.click(await view.findByRole('button', { name: '新增家属' }));
    const form = within(view.getByRole('form', { name: '新增家属' }));
    await userEvent.type(form.getByRole('textbox', { name: '姓名' }), ' 王秀英 ');
    await userEvent.selectOptions(form.getByRole('combobox', { name: '与本人关系' }), 'MOTHER');
    await userEvent.type(form.getByRole('textbox', { name: '手机号' }), '13900001111');
    answerFamily([SPOUSE, mother]);
    await userEvent.click(form.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(fakeApi.sent(FAMILY, 'POST').map(({ body }) => body)).toEqual([
      { name: '王秀英', relation: 'MOTHER', mobile: '13900001111', birthday: null },
    ]);
    expect(await view.findByText('王秀英')).toBeInTheDocument();
    expect(view.getByText('未填写')).toBeInTheDocument();
    expect(view.queryByRole('form')).not.toBeInTheDocument();
  });

  it("shows the server's refusal above the buttons, keeping what was typed", async () => {
    fakeApi.fail(FAMILY, { code: 30000, message: '最多添加10位家属' }, { method: 'POST' });
    renderRoute('/familyInfo');
    const view = await findMain();
    await userEvent.click(await view.findByRole('button', { name: '新增家属' }));
    const form = within(view.getByRole('form', { name: '新增家属' }));
    await userEvent.type(form.getByRole('textbox', { name: '姓名' }), '张小明');
    await userEvent.selectOptions(form.getByRole('combobox', { name: '与本人关系' }), 'CHILD');
    await userEvent.type(form.getByRole('textbox', { name: '手机号' }), '13900001111');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByRole('alert')).toHaveTextContent('最多添加10位家属');
    expect(form.getByRole('textbox', { name: '姓名' })).toHaveValue('张小明');
  });

  it('edits a family member in a form filled with what is stored', async () => {
    fakeApi.answer(THE_SPOUSE, { ...SPOUSE, mobile: '13812340000' }, { method: 'PUT' });
    renderRoute('/familyInfo');
    const view = await findMain();
    await userEvent.click(await view.findByRole('button', { name: '编辑：刘洋' }));
    const form = within(view.getByRole('form', { name: '编辑家属' }));
    expect(form.getByRole('textbox', { name: '姓名' })).toHaveValue('刘洋');
    expect(form.getByRole('combobox', { name: '与本人关系' })).toHaveValue('SPOUSE');
    await userEvent.clear(form.getByRole('textbox', { name: '手机号' }));
    await userEvent.type(form.getByRole('textbox', { name: '手机号' }), '13812340000');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(fakeApi.sent(THE_SPOUSE, 'PUT')).toHaveLength(1));
    expect(fakeApi.lastSent(THE_SPOUSE, 'PUT').body).toEqual({
      name: '刘洋',
      relation: 'SPOUSE',
      mobile: '13812340000',
      birthday: '1990-05-20',
    });
  });

  it('removes a family member after the confirm, and not before', async () => {
    renderRoute('/familyInfo');
    const view = await findMain();
    await userEvent.click(await view.findByRole('button', { name: '删除：刘洋' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: '删除家属' }));
    expect(dialog.getByText('确定删除家属“刘洋”吗？已为其选择的福利订单不受影响。')).toBeInTheDocument();
    expect(fakeApi.sent(THE_SPOUSE)).toEqual([]);
    answerFamily([]);
    await userEvent.click(dialog.getByRole('button', { name: '确定删除' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(fakeApi.sent(THE_SPOUSE, 'DELETE')).toHaveLength(1);
    expect(await view.findByText('暂无家属信息')).toBeInTheDocument();
  });

  it('offers no adding once 10 are registered', async () => {
    answerFamily(
      Array.from({ length: 10 }, (_, i) =>
        familyMember({ id: `fam-${String(i)}`, name: `家属${String(i)}` }),
      ),
    );
    renderRoute('/familyInfo');
    const view = await findMain();
    await waitFor(() => expect(view.getByRole('button', { name: '新增家属' })).toBeDisabled());
    expect(view.getByText('最多登记 10 位家属')).toBeInTheDocument();
  });
});

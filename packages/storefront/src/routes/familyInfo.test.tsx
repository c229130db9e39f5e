import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addFamilyMember,
  editFamilyMember,
  fetchFamilyMembers,
  removeFamilyMember,
} from '../api/benefits.ts';
import { familyMember } from '../benefits/benefit-test-data.ts';
import { accessTokenAtom, oneIdAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

vi.mock('../api/benefits.ts', () => ({
  fetchFamilyMembers: vi.fn(),
  addFamilyMember: vi.fn(),
  editFamilyMember: vi.fn(),
  removeFamilyMember: vi.fn(),
}));

vi.setConfig({ testTimeout: 20_000 });

const SPOUSE = familyMember();

beforeEach(() => {
  showAppMessages();
  appStore.set(accessTokenAtom, 'member-token');
  appStore.set(oneIdAtom, 'ent-acme');
  vi.mocked(fetchFamilyMembers).mockReset().mockResolvedValue([SPOUSE]);
  vi.mocked(addFamilyMember).mockReset();
  vi.mocked(editFamilyMember).mockReset();
  vi.mocked(removeFamilyMember).mockReset().mockResolvedValue(undefined);
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
    expect(addFamilyMember).not.toHaveBeenCalled();
  });

  it('adds a family member, says saved and shows them in the list', async () => {
    const mother = familyMember({
      id: 'fam-new',
      name: '王秀英',
      relation: 'MOTHER',
      mobile: '13900001111',
      birthday: null,
    });
    vi.mocked(addFamilyMember).mockResolvedValue({ ok: true, result: mother });
    renderRoute('/familyInfo');
    const view = await findMain();
    await userEvent.click(await view.findByRole('button', { name: '新增家属' }));
    const form = within(view.getByRole('form', { name: '新增家属' }));
    await userEvent.type(form.getByRole('textbox', { name: '姓名' }), ' 王秀英 ');
    await userEvent.selectOptions(form.getByRole('combobox', { name: '与本人关系' }), 'MOTHER');
    await userEvent.type(form.getByRole('textbox', { name: '手机号' }), '13900001111');
    vi.mocked(fetchFamilyMembers).mockResolvedValue([SPOUSE, mother]);
    await userEvent.click(form.getByRole('button', { name: '保存' }));

    expect(addFamilyMember).toHaveBeenCalledWith({
      name: '王秀英',
      relation: 'MOTHER',
      mobile: '13900001111',
      birthday: null,
    });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(await view.findByText('王秀英')).toBeInTheDocument();
    expect(view.getByText('未填写')).toBeInTheDocument();
    expect(view.queryByRole('form')).not.toBeInTheDocument();
  });

  it("shows the server's refusal above the buttons, keeping what was typed", async () => {
    vi.mocked(addFamilyMember).mockResolvedValue({ ok: false, code: 30000, message: '最多添加10位家属' });
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
    vi.mocked(editFamilyMember).mockResolvedValue({ ok: true, result: { ...SPOUSE, mobile: '13812340000' } });
    renderRoute('/familyInfo');
    const view = await findMain();
    await userEvent.click(await view.findByRole('button', { name: '编辑：刘洋' }));
    const form = within(view.getByRole('form', { name: '编辑家属' }));
    expect(form.getByRole('textbox', { name: '姓名' })).toHaveValue('刘洋');
    expect(form.getByRole('combobox', { name: '与本人关系' })).toHaveValue('SPOUSE');
    await userEvent.clear(form.getByRole('textbox', { name: '手机号' }));
    await userEvent.type(form.getByRole('textbox', { name: '手机号' }), '13812340000');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    expect(editFamilyMember).toHaveBeenCalledWith('fam-acme-zhang-spouse', {
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
    expect(removeFamilyMember).not.toHaveBeenCalled();
    vi.mocked(fetchFamilyMembers).mockResolvedValue([]);
    await userEvent.click(dialog.getByRole('button', { name: '确定删除' }));
    expect(removeFamilyMember).toHaveBeenCalledWith('fam-acme-zhang-spouse');
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(await view.findByText('暂无家属信息')).toBeInTheDocument();
  });

  it('offers no adding once 10 are registered', async () => {
    vi.mocked(fetchFamilyMembers).mockResolvedValue(
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

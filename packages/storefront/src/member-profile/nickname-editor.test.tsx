import { API_PATHS } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import carousel2 from '../../../../fixtures/blocks/carousel2/typical.json';
import { nicknameEditorOpenAtom } from '../state/nickname-editor.ts';
import { accessTokenAtom, userInfoAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { fakeApi } from '../test/fake-api.ts';
import { storeMember } from '../test/member-session.ts';
import { expectNicknameRules } from '../test/nickname-rules.ts';
import { renderRoute, showAppMessages } from '../test/render-route.tsx';

const UPDATE = API_PATHS.memberUpdate;

// A custom page with the carousel variant whose member panel greets by nickname (spec 03).
const PAGE = {
  id: 'page-carousel2',
  pageData: JSON.stringify({ list: [{ ...carousel2, options: { ...carousel2.options, autoplay: false } }] }),
};

// The block's code and validator load on first use, and a busy machine takes its time.
const panel = async () =>
  within(await screen.findByRole('region', { name: '会员信息' }, { timeout: 15_000 }));

async function openEditor() {
  const user = userEvent.setup();
  renderRoute(`/custom?id=${PAGE.id}`);
  const memberPanel = await panel();
  expect(memberPanel.getByText('您好，张伟')).toBeInTheDocument();
  await user.click(memberPanel.getByRole('button', { name: '修改昵称' }));
  const dialog = await screen.findByRole('dialog', { name: '修改昵称' });
  return { user, dialog, input: within(dialog).getByLabelText('昵称') };
}

beforeEach(() => {
  showAppMessages();
  appStore.set(accessTokenAtom, 'member-token');
  storeMember({ nickName: '张伟' });
  // A test that ends with the dialog up leaves it asked for in the app's store.
  appStore.set(nicknameEditorOpenAtom, false);
  fakeApi.answer(API_PATHS.pageById(PAGE.id), PAGE);
});

describe('the nickname edit dialog of the carousel variant', { timeout: 30_000 }, () => {
  it('starts with the nickname, saves the new one, says so and greets by it at once', async () => {
    fakeApi.answer(UPDATE, null);
    const { user, dialog, input } = await openEditor();
    expect(input).toHaveValue('张伟');
    await user.clear(input);
    await user.type(input, '小张');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    expect(await screen.findByText('昵称修改成功')).toBeInTheDocument();
    expect(fakeApi.lastSent(UPDATE).body).toEqual({ nickName: '小张' });
    expect(await (await panel()).findByText('您好，小张')).toBeInTheDocument();
    expect(appStore.get(userInfoAtom)?.nickName).toBe('小张');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '修改昵称' })).not.toBeInTheDocument());
  });

  it('refuses an empty nickname and one of more than 10 characters without asking the server', async () => {
    const { dialog, input } = await openEditor();
    await expectNicknameRules(within(dialog), input);
    expect(fakeApi.sent(UPDATE)).toEqual([]);
  });

  it("shows the server's refusal at the input and keeps the greeting", async () => {
    fakeApi.fail(UPDATE, { code: 30000, message: '昵称含有不允许的字' });
    const { user, dialog, input } = await openEditor();
    await user.clear(input);
    await user.type(input, '小张');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('昵称含有不允许的字')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '修改昵称' })).not.toBeInTheDocument());
    expect((await panel()).getByText('您好，张伟')).toBeInTheDocument();
    expect(appStore.get(userInfoAtom)?.nickName).toBe('张伟');
  });

  it('closes on cancel without saving, and opens again', async () => {
    const { user, dialog } = await openEditor();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '修改昵称' })).not.toBeInTheDocument());
    expect(fakeApi.sent(UPDATE)).toEqual([]);
    await user.click((await panel()).getByRole('button', { name: '修改昵称' }));
    expect(await screen.findByRole('dialog', { name: '修改昵称' })).toBeInTheDocument();
  });

  it("offers no edit in an operator's preview", async () => {
    renderRoute(`/custom?id=${PAGE.id}&isPreview=1`);
    const memberPanel = await panel();
    expect(memberPanel.getByText('您好，张伟')).toBeInTheDocument();
    expect(memberPanel.queryByRole('button', { name: '修改昵称' })).not.toBeInTheDocument();
  });
});

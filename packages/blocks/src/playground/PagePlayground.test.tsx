import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../testing/render-story.tsx';
import * as stories from './PagePlayground.stories.tsx';

const { Default, WithProblems } = composeStories(stories);

describe('<PagePlayground />', () => {
  it('starts with a typical page of all seven blocks, valid and rendered', async () => {
    await renderStory(Default);
    expect(await screen.findByText('没有问题：7 个区块全部有效。')).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: '预览' });
    expect(await within(preview).findByRole('region', { name: '首页轮播' })).toBeInTheDocument();
    expect(await within(preview).findByRole('region', { name: '限时抢购' })).toBeInTheDocument();
    expect(within(preview).getByRole('region', { name: '精选好物' })).toBeInTheDocument();
    // The first story of the file loads every block's code and validator, which a busy CI machine
    // has taken more than vitest's 5 s to do.
  }, 15_000);

  it('lists each problem with key, type, reason, field and message, and still renders the good blocks', async () => {
    await renderStory(WithProblems);
    const diagnostics = screen.getByRole('region', { name: '校验结果' });
    const rows = await within(diagnostics).findAllByRole('row');
    const cells = rows.slice(1).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['k2', 'carousel', 'invalid', 'options.list[0].img', expect.any(String)],
      ['k3', 'countdownBanner', 'unknown-type', 'type', expect.any(String)],
    ]);
    const preview = screen.getByRole('region', { name: '预览' });
    expect(await within(preview).findByRole('link', { name: '春节期间物流安排通知' })).toBeInTheDocument();
    expect(within(preview).getAllByRole('alert')).toHaveLength(2);
  });

  it('checks what the operator pastes, and says so when it is not JSON', async () => {
    const user = userEvent.setup();
    await renderStory(Default);
    const editor = screen.getByRole('textbox', { name: '页面 JSON' });
    await user.clear(editor);
    await user.click(editor);
    await user.paste('{"list": [');
    expect(await screen.findByText(/^整页无法读取：/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '恢复示例页面' }));
    expect(await screen.findByText('没有问题：7 个区块全部有效。')).toBeInTheDocument();
  });
});

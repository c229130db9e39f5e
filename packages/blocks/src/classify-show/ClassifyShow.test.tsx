import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassifyShowOptions } from '@mall/schemas';
import { describe, expect, it, vi } from 'vitest';
import typical from '../../../../fixtures/blocks/classifyShow/typical.json';
import { expectTabOrder } from '../testing/keyboard-checks.ts';
import { expectLinkTo } from '../testing/link-checks.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { expectPicture } from '../testing/picture-checks.ts';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { expectSelectedTab, tabNames } from '../testing/tab-checks.ts';
import { ClassifyShow } from './ClassifyShow.tsx';
import * as stories from './ClassifyShow.stories.tsx';

const { Typical, ManyItems } = composeStories(stories);
const options: ClassifyShowOptions = typical.options;

const panelNames = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('img')
    .map((picture) => picture.getAttribute('alt'));

describe('<ClassifyShow /> stories', () => {
  it('shows the category tabs and the first category’s sub-categories as 100x100 pictures', async () => {
    const block = await renderStoryBlock(Typical, '分类精选');
    expect(tabNames(block)).toEqual(['粮油米面', '茶饮冲调', '家居日用', '厨房电器']);
    expectSelectedTab('粮油米面', block);
    const panel = within(block).getByRole('tabpanel');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(6);
    const rice = within(panel).getByRole('img', { name: '大米' });
    expectPicture(rice, { width: 100, height: 100, loading: 'lazy' });
    expectLinkTo(panel, '大米', '/goodsList?categoryId=101');
    expectLinkTo(block, /查看全部粮油米面/, '/goodsList?categoryId=1');
  });

  it('leaves out the empty category and shows at most 12 sub-categories', async () => {
    const block = await renderStoryBlock(ManyItems, '全部分类');
    expect(within(block).getAllByRole('tab')).toHaveLength(7);
    expect(within(block).queryByRole('tab', { name: '敬请期待' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(block).getByRole('tab', { name: '家居日用' }));
    // The tab left keeps its panel until its exit has run (a frame, later on a busy machine).
    const panel = await within(block).findByRole('tabpanel');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(12);
  });
});

describe('<ClassifyShow /> behaviour', () => {
  it('switches categories with the arrow keys', async () => {
    // The tabs focus the next tab in one animation frame and select the focused one in the next,
    // relying on the browser's microtask checkpoint between frame callbacks; jsdom runs them in one
    // task, so each callback gets a task of its own here, as in a browser.
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      window.setTimeout(() => callback(performance.now()), 0),
    );
    vi.stubGlobal('cancelAnimationFrame', (id: number) => window.clearTimeout(id));
    const user = userEvent.setup();
    renderBlock(<ClassifyShow blockKey="c" options={options} />);
    await expectTabOrder(user, [
      ['link', /查看全部粮油米面/],
      ['tab', '粮油米面'],
    ]);
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expectSelectedTab('茶饮冲调'));
    expect(screen.getByRole('tab', { name: '茶饮冲调' })).toHaveFocus();
    await waitFor(() =>
      expect(panelNames()).toEqual(['西湖龙井', '普洱茶', '红茶', '茶叶礼盒', '咖啡', '牛奶']),
    );
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expectSelectedTab('粮油米面'));
    await waitFor(() => expect(panelNames()).toContain('五常大米'));
  });

  it('switches categories when the pointer rests on a tab', async () => {
    const user = userEvent.setup();
    renderBlock(<ClassifyShow blockKey="c" options={options} />);
    await user.hover(screen.getByRole('tab', { name: '厨房电器' }));
    expectSelectedTab('厨房电器');
    expect(panelNames()).toEqual(['电饭煲', '炒锅', '料理机', '保温杯', '空气净化器']);
    expect(screen.getByRole('link', { name: /查看全部厨房电器/ })).toHaveAttribute(
      'href',
      '/goodsList?categoryId=4',
    );
  });

  it('switches categories on click and opens a sub-category', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<ClassifyShow blockKey="c" options={options} />);
    await user.click(screen.getByRole('tab', { name: '家居日用' }));
    await user.click(screen.getByRole('link', { name: '洗衣液' }));
    expect(services.calls.navigate).toEqual([{ kind: 'internal', path: '/goodsList?categoryId=303' }]);
  });

  it('links the whole category in English', async () => {
    renderBlock(<ClassifyShow blockKey="c" options={{ navList: options.navList }} />, { locale: 'en-US' });
    expect(screen.getByRole('region', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View all 粮油米面/ })).toBeInTheDocument();
  });
});

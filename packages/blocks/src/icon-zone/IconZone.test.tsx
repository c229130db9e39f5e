import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IconZoneOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import many from '../../../../fixtures/blocks/iconZone/many.json';
import typical from '../../../../fixtures/blocks/iconZone/typical.json';
import { expectLinkTo } from '../testing/link-checks.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStory } from '../testing/render-story.tsx';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { expectSelectedTab, tabNames } from '../testing/tab-checks.ts';
import { ICON_ZONE_SCROLL_STEP, IconZone } from './IconZone.tsx';
import * as stories from './IconZone.stories.tsx';

const { Typical, ManyItems } = composeStories(stories);
// JSON arrays are not tuples; the fixture has at least one tab, as the schema demands.
const typicalOptions = typical.options as IconZoneOptions;
const manyOptions = many.options as IconZoneOptions;

describe('<IconZone /> stories', () => {
  it('shows the tabs and the visible icons of the first tab in a plain grid', async () => {
    const zone = await renderStoryBlock(Typical, '生活服务');
    expect(tabNames(zone)).toEqual(['生活服务', '福利专区']);
    const panel = within(zone).getByRole('tabpanel');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(10);
    expect(within(panel).queryByRole('img', { name: '生日礼' })).not.toBeInTheDocument();
    expectLinkTo(panel, /体检预约/, '/goodsList?categoryId=3');
    expect(within(panel).getByRole('button', { name: '免税店' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: '向下滚动' })).not.toBeInTheDocument();
  });

  it('greys out an offline icon and makes it not clickable', async () => {
    await renderStory(Typical);
    const coffee = await screen.findByRole('img', { name: '咖啡' });
    expect(screen.queryByRole('link', { name: /咖啡/ })).not.toBeInTheDocument();
    expect(coffee.closest('[aria-disabled="true"]')).toHaveTextContent('暂未开放');
  });

  it('shows arrows for a tab of 25 icons, the up arrow disabled at the top', async () => {
    const zone = await renderStoryBlock(ManyItems, '全部服务');
    expect(within(zone).getAllByRole('listitem')).toHaveLength(25);
    expect(within(zone).getByRole('button', { name: '向上滚动' })).toBeDisabled();
    expect(within(zone).getByRole('button', { name: '向下滚动' })).toBeEnabled();
  });
});

describe('<IconZone /> behaviour', () => {
  it('scrolls 191.25 px per click of the arrows and stops at the last line', async () => {
    const user = userEvent.setup();
    renderBlock(<IconZone blockKey="i" options={manyOptions} />);
    const icons = screen.getByRole('list');
    const down = screen.getByRole('button', { name: '向下滚动' });
    const up = screen.getByRole('button', { name: '向上滚动' });
    expect(ICON_ZONE_SCROLL_STEP).toBe(191.25);

    await user.click(down);
    expect(icons).toHaveStyle({ transform: 'translateY(-191.25px)' });
    // 25 icons make 5 lines; the window of 2 lines stops at line 4 (3 lines of 95.625 px down).
    await user.click(down);
    expect(icons).toHaveStyle({ transform: 'translateY(-286.875px)' });
    expect(down).toBeDisabled();
    await user.click(up);
    expect(icons).toHaveStyle({ transform: 'translateY(-95.625px)' });
  });

  it('switches tabs', async () => {
    const user = userEvent.setup();
    renderBlock(<IconZone blockKey="i" options={typicalOptions} />);
    await user.click(screen.getByRole('tab', { name: '福利专区' }));
    expectSelectedTab('福利专区');
    // The tab left keeps its panel until its exit has run (a frame, later on a busy machine).
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(6);
    expect(within(panel).getByRole('link', { name: /纯牛奶/ })).toHaveTextContent('59 积分');
  });

  it('shows the product picture instead of the icon when there is one', async () => {
    const user = userEvent.setup();
    renderBlock(<IconZone blockKey="i" options={typicalOptions} />);
    await user.click(screen.getByRole('tab', { name: '福利专区' }));
    expect(screen.getByRole('img', { name: '纯牛奶' })).toHaveAttribute('src', '/img/blocks/goods/milk.svg');
  });

  it('has no tab bar with one tab', () => {
    const [first] = typicalOptions.navList;
    renderBlock(<IconZone blockKey="i" options={{ navList: [first] }} />);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });
});

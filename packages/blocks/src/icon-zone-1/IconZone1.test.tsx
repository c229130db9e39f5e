import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IconZone1Options } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import many from '../../../../fixtures/blocks/iconZone1/many.json';
import typical from '../../../../fixtures/blocks/iconZone1/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { expectLinkTo, navigationsOnClicking } from '../testing/link-checks.ts';
import { expectPicture } from '../testing/picture-checks.ts';
import { renderStory } from '../testing/render-story.tsx';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { IconZone1 } from './IconZone1.tsx';
import * as stories from './IconZone1.stories.tsx';

const { Typical, ManyItems } = composeStories(stories);
const typicalOptions: IconZone1Options = typical.options;
const manyOptions: IconZone1Options = many.options;

describe('<IconZone1 /> stories', () => {
  it('shows one row of the ten visible round icons, leaving the hidden one out', async () => {
    const zone = await renderStoryBlock(Typical, '专区服务');
    expect(within(zone).getAllByRole('listitem')).toHaveLength(10);
    expect(within(zone).queryByRole('img', { name: '生日礼' })).not.toBeInTheDocument();
    const icon = within(zone).getByRole('img', { name: '美团外卖' });
    expectPicture(icon, { width: 80, height: 80, loading: 'lazy' });
    expectLinkTo(zone, /体检预约/, '/goodsList?categoryId=3');
    expect(within(zone).getByRole('link', { name: /纯牛奶/ })).toHaveTextContent('59 积分');
    expect(within(zone).queryByRole('button', { name: /展开更多/ })).not.toBeInTheDocument();
  });

  it('shows an offline icon as not available yet, with nothing to click', async () => {
    await renderStory(Typical);
    const coffee = await screen.findByRole('img', { name: '咖啡' });
    expect(screen.queryByRole('link', { name: /咖啡/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /咖啡/ })).not.toBeInTheDocument();
    expect(coffee.closest('[aria-disabled="true"]')).toHaveTextContent('暂未开放');
  });

  it('folds 26 icons to two rows of ten behind a toggle', async () => {
    const zone = await renderStoryBlock(ManyItems, '全部服务');
    expect(within(zone).getAllByRole('listitem')).toHaveLength(20);
    const toggle = within(zone).getByRole('button', { name: /展开更多（6）/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('<IconZone1 /> behaviour', () => {
  it('opens and folds the rest of the icons with the toggle', async () => {
    const user = userEvent.setup();
    renderBlock(<IconZone1 blockKey="i" options={manyOptions} />);
    expect(screen.queryByRole('img', { name: '酷兑' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /展开更多/ }));
    expect(screen.getAllByRole('listitem')).toHaveLength(26);
    expect(screen.getByRole('img', { name: '酷兑' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '内测服务' })).not.toBeInTheDocument();
    const fold = screen.getByRole('button', { name: /收起/ });
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    await user.click(fold);
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
  });

  it('does nothing when an offline icon is clicked', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<IconZone1 blockKey="i" options={typicalOptions} />);
    await user.click(screen.getByRole('img', { name: '咖啡' }));
    expect(services.calls.navigate).toEqual([]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens a partner code as a partner mall', async () => {
    const clicks = [['button', /免税店/]] as const;
    expect(await navigationsOnClicking(<IconZone1 blockKey="i" options={typicalOptions} />, clicks)).toEqual([
      { kind: 'partner', code: 'CDF', publicityBusModel: 'dutyFree' },
    ]);
  });

  it('shows the product picture instead of the icon when there is one', () => {
    renderBlock(<IconZone1 blockKey="i" options={typicalOptions} />);
    expect(screen.getByRole('img', { name: '纯牛奶' })).toHaveAttribute('src', '/img/blocks/goods/milk.svg');
  });

  it('speaks English: not available yet, show more and the block name', async () => {
    const user = userEvent.setup();
    renderBlock(<IconZone1 blockKey="i" options={{ list: manyOptions.list }} />, { locale: 'en-US' });
    expect(screen.getByRole('region', { name: 'Services' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '咖啡' }).closest('[aria-disabled="true"]')).toHaveTextContent(
      'Not available yet',
    );
    await user.click(screen.getByRole('button', { name: /Show 6 more/ }));
    expect(screen.getByRole('button', { name: /Show less/ })).toBeInTheDocument();
  });
});

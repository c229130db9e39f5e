import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FloatingLayer1Options } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/floatingLayer1/typical.json';
import { windowEndOffset } from '../parts/layout.ts';
import { blockRegistry } from '../registry.ts';
import { expectGoneOnceClosed } from '../testing/close-checks.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { expectLinkTo, navigationsOnClicking } from '../testing/link-checks.ts';
import { expectPicture } from '../testing/picture-checks.ts';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { FloatingLayer1 } from './FloatingLayer1.tsx';
import * as stories from './FloatingLayer1.stories.tsx';

const { Typical, ManyItems } = composeStories(stories);
const options: FloatingLayer1Options = typical.options;

describe('<FloatingLayer1 /> stories', () => {
  it('shows the entries as a menu fixed at the right edge, centred vertically, with a close button', async () => {
    const menu = await renderStoryBlock(Typical, '快捷入口', 'navigation');
    // Clear of the host's side toolbar, whose width the host sets in a CSS variable.
    expect(menu).toHaveStyle({ position: 'fixed', right: windowEndOffset(), top: '50%' });
    expect(menu).not.toHaveStyle({ left: '0px' });
    const entries = within(menu).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '美团外卖',
      '免税店',
      '体检预约',
      '节日礼品',
      '我的订单',
    ]);
    const icon = within(menu).getByRole('img', { name: '体检预约' });
    expectPicture(icon, { width: 40, height: 40, loading: 'lazy' });
    expectLinkTo(menu, '体检预约', '/goodsList?categoryId=3');
    // A partner code has no address of its own: a button that the link opener resolves.
    expect(within(menu).getByRole('button', { name: '美团外卖' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: '关闭快捷入口' })).toBeInTheDocument();
  });

  it('shows only the first 6 of 8 entries, at the configured offset', async () => {
    const menu = await renderStoryBlock(ManyItems, '快捷入口', 'navigation');
    expect(menu).toHaveStyle({ position: 'fixed', right: windowEndOffset(), top: '160px' });
    expect(within(menu).getAllByRole('listitem')).toHaveLength(6);
    expect(within(menu).getByRole('link', { name: '酒店出行' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: '宠物用品' })).not.toBeInTheDocument();
  });
});

describe('<FloatingLayer1 /> behaviour', () => {
  it('takes no room in the page: only a fixed menu is drawn, and nothing is reserved while it loads', () => {
    const { container } = renderBlock(<FloatingLayer1 blockKey="m" options={options} />);
    expect(container.firstElementChild).toHaveStyle({ position: 'fixed' });
    expect(blockRegistry.get('floatingLayer1')?.skeletonHeight).toBe(0);
    expect(blockRegistry.schemas.blockSets('floatingLayer1')).toEqual(['default']);
  });

  it('is gone once closed, without following any link', async () => {
    await expectGoneOnceClosed(
      <FloatingLayer1 blockKey="m" options={options} />,
      '关闭快捷入口',
      'navigation',
    );
  });

  it('lets the keyboard reach every entry and then the close button', async () => {
    const user = userEvent.setup();
    renderBlock(<FloatingLayer1 blockKey="m" options={options} />);
    for (const name of ['美团外卖', '免税店', '体检预约', '节日礼品', '我的订单', '关闭快捷入口']) {
      await user.tab();
      expect(document.activeElement).toHaveAccessibleName(name);
    }
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('opens entries through the link opener: partner codes and internal paths', async () => {
    const clicks = [
      ['button', '美团外卖'],
      ['link', '我的订单'],
    ] as const;
    expect(await navigationsOnClicking(<FloatingLayer1 blockKey="m" options={options} />, clicks)).toEqual([
      { kind: 'partner', code: 'MT', publicityBusModel: 'meituan' },
      { kind: 'internal', path: '/home/myOrder' },
    ]);
  });

  it('labels the menu and the close button in English', () => {
    renderBlock(<FloatingLayer1 blockKey="m" options={options} />, { locale: 'en-US' });
    const menu = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(menu).getByRole('button', { name: 'Close quick links' })).toBeInTheDocument();
  });
});

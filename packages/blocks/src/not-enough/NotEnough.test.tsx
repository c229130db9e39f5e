import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import type { NotEnoughOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { BlockPage } from '../testing/BlockPage.tsx';
import lilishopHome from '../../../../fixtures/lilishop/pc-home.json';
import { act } from '@testing-library/react';
import typical from '../../../../fixtures/blocks/notEnough/typical.json';
import { blockRegistry } from '../registry.ts';
import { FIXTURE_USER } from '../testing/fixture-services.ts';
import * as checks from '../testing/goods-block-checks.tsx';
import { expectBalance } from '../testing/goods-points-checks.tsx';
import { expectLinkTo } from '../testing/link-checks.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStory } from '../testing/render-story.tsx';
import { expectNothingShown } from '../testing/wait-for-page.ts';
import { NotEnough } from './NotEnough.tsx';
import * as stories from './NotEnough.stories.tsx';

const { Typical, Empty, ManyItems, EnoughPoints, Guest } = composeStories(stories);
const options: NotEnoughOptions = typical.options;
const memberWith = (points: number) => ({ services: { user: { ...FIXTURE_USER, points } } });

describe('<NotEnough /> stories', () => {
  it("shows a member below the threshold the balance, the operator's message and the button", async () => {
    await renderStory(Typical);
    const band = await screen.findByRole('complementary', { name: '积分不足' });
    expectBalance(band, '我的福利积分', '60');
    expect(within(band).getByText('积分不够？积分+现金 也能买')).toBeInTheDocument();
    expectLinkTo(band, '去逛逛', '/goodsList?payType=mixed');
  });

  it('says the catalogue message and goes to the goods list without options', async () => {
    await renderStory(Empty);
    const band = await screen.findByRole('complementary', { name: '积分不足' });
    expect(within(band).getByText('积分不足？积分+现金 组合支付')).toBeInTheDocument();
    expectLinkTo(band, '去逛逛', '/goodsList');
  });

  it('shows the band below a high threshold with every option', async () => {
    await renderStory(ManyItems);
    const band = await screen.findByRole('complementary', { name: '积分不足' });
    expectBalance(band, '我的福利积分', '12,680');
    expectLinkTo(band, '组合支付专区', '/special?id=mixed-pay');
  });

  it('shows nothing to a member whose points reach the threshold', () =>
    checks.expectStoryShowsNothing(EnoughPoints));

  it('is not rendered for a guest', async () => {
    await checks.expectStoryShowsNothing(Guest);
    expect(blockRegistry.get('notEnough')?.requiresLogin).toBe(true);
  });
});

describe('<NotEnough /> behaviour', () => {
  it('shows at one point below the threshold and not at the threshold', async () => {
    const { unmount } = renderBlock(<NotEnough blockKey="e" options={{ threshold: 500 }} />, memberWith(499));
    expect(screen.getByRole('complementary', { name: '积分不足' })).toBeInTheDocument();
    unmount();
    const { container } = renderBlock(
      <NotEnough blockKey="e" options={{ threshold: 500 }} />,
      memberWith(500),
    );
    await expectNothingShown(container);
  });

  it('uses a threshold of 100 by default', async () => {
    const { unmount } = renderBlock(<NotEnough blockKey="e" options={{}} />, memberWith(99));
    expect(screen.getByRole('complementary')).toBeInTheDocument();
    unmount();
    const { container } = renderBlock(<NotEnough blockKey="e" options={{}} />, memberWith(100));
    await expectNothingShown(container);
  });

  it('shows nothing when the balance is unknown', async () => {
    const { container } = renderBlock(<NotEnough blockKey="e" options={options} />, {
      services: { user: { id: 'u-2', nickName: '李四' } },
    });
    await expectNothingShown(container);
  });

  it("says the enterprise's points name and opens the button through the link opener", async () => {
    const calls = await checks.clickLinks(<NotEnough blockKey="e" options={options} />, ['去逛逛'], {
      services: { user: { ...FIXTURE_USER, points: 0 }, tenant: { pointsName: '福豆' } },
    });
    expectBalance(document.body, '我的福豆', '0');
    checks.expectOpened(calls, '/goodsList?payType=mixed');
  });

  it('speaks English', () => {
    renderBlock(<NotEnough blockKey="e" options={{}} />, { locale: 'en-US', ...memberWith(42) });
    const band = screen.getByRole('complementary', { name: 'Not enough points' });
    expectBalance(band, 'My welfare points', '42');
    expect(within(band).getByText('Not enough points? Pay the rest in cash')).toBeInTheDocument();
    expectLinkTo(band, 'Go shopping', '/goodsList');
  });
});

describe('<NotEnough /> saved by lilishop', () => {
  it("is diagnosed, naming lilishop's goods tabs, instead of showing a points band in their place", async () => {
    const saved = lilishopHome.list.find((block) => block.type === 'notEnough');
    await act(async () => renderBlock(<BlockPage block={saved!} />, memberWith(60)));
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('options.list');
    expect(card).toHaveTextContent('options.navList');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});

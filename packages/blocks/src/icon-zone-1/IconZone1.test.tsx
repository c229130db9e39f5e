import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IconZone1Options } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import many from '../../../../fixtures/blocks/iconZone1/many.json';
import typical from '../../../../fixtures/blocks/iconZone1/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStory } from '../testing/render-story.tsx';
import { expectNothingShown, waitForPage } from '../testing/wait-for-page.ts';
import { IconZone1 } from './IconZone1.tsx';
import * as stories from './IconZone1.stories.tsx';

const { Typical, Empty, ManyItems, InvalidData } = composeStories(stories);
const typicalOptions: IconZone1Options = typical.options;
const manyOptions: IconZone1Options = many.options;

describe('<IconZone1 /> stories', () => {
  it('shows one row of the ten visible round icons, leaving the hidden one out', async () => {
    await renderStory(Typical);
    const zone = await screen.findByRole('region', { name: '专区服务' });
    expect(within(zone).getAllByRole('listitem')).toHaveLength(10);
    expect(within(zone).queryByRole('img', { name: '生日礼' })).not.toBeInTheDocument();
    const icon = within(zone).getByRole('img', { name: '美团外卖' });
    expect(icon).toHaveAttribute('width', '80');
    expect(icon).toHaveAttribute('height', '80');
    expect(icon).toHaveAttribute('loading', 'lazy');
    expect(within(zone).getByRole('link', { name: /体检预约/ })).toHaveAttribute(
      'href',
      '/goodsList?categoryId=3',
    );
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

  it('renders nothing when every icon is hidden', async () => {
    const { container } = await renderStory(Empty);
    await waitForPage();
    expectNothingShown(container);
  });

  it('folds 26 icons to two rows of ten behind a toggle', async () => {
    await renderStory(ManyItems);
    const zone = await screen.findByRole('region', { name: '全部服务' });
    expect(within(zone).getAllByRole('listitem')).toHaveLength(20);
    const toggle = within(zone).getByRole('button', { name: /展开更多（6）/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the diagnostic card naming the text price, the colour name and the missing picture', async () => {
    await renderStory(InvalidData);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('options.list[0].price');
    expect(alert).toHaveTextContent('options.list[1].bgColor');
    expect(alert).toHaveTextContent('options.list[2].img');
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

  it('asks first for an icon with a dialog text, then follows its link on OK', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<IconZone1 blockKey="i" options={typicalOptions} />);
    await user.click(screen.getByRole('button', { name: '电影票' }));
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(dialog).toHaveTextContent('电影票兑换后不可退换，请确认场次后再下单。');
    expect(services.calls.navigate).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(services.calls.navigate).toEqual([{ kind: 'internal', path: '/goodsList?categoryId=9' }]);
  });

  it('does not follow the link when the dialog is closed without OK', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<IconZone1 blockKey="i" options={typicalOptions} />);
    await user.click(screen.getByRole('button', { name: '电影票' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(services.calls.navigate).toEqual([]);
  });

  it('opens a partner code as a partner mall', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<IconZone1 blockKey="i" options={typicalOptions} />);
    await user.click(screen.getByRole('button', { name: /免税店/ }));
    expect(services.calls.navigate).toEqual([
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

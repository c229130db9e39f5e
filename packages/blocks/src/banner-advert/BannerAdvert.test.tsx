import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BannerAdvertOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/bannerAdvert/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStory } from '../testing/render-story.tsx';
import { BannerAdvert } from './BannerAdvert.tsx';
import * as stories from './BannerAdvert.stories.tsx';

const { Typical, Empty, ManyItems, InvalidData } = composeStories(stories);
const options: BannerAdvertOptions = typical.options;

describe('<BannerAdvert /> stories', () => {
  it('shows the 1200x100 picture as a link, with a close button', async () => {
    await renderStory(Typical);
    const banner = await screen.findByRole('complementary', { name: '年货节满减' });
    const picture = within(banner).getByRole('img', { name: '年货节满减' });
    expect(picture).toHaveAttribute('width', '1200');
    expect(picture).toHaveAttribute('height', '100');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(within(banner).getByRole('link', { name: '年货节满减' })).toHaveAttribute(
      'href',
      '/goodsList?keyword=年货',
    );
    expect(within(banner).getByRole('button', { name: '关闭广告' })).toBeInTheDocument();
  });

  it('shows a picture without link, named after the block, when only the picture is set', async () => {
    await renderStory(Empty);
    const banner = await screen.findByRole('complementary', { name: '只有图片的横幅' });
    expect(within(banner).getByRole('img', { name: '只有图片的横幅' })).toBeInTheDocument();
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
  });

  it('has no close button when it is not closable', async () => {
    await renderStory(ManyItems);
    const banner = await screen.findByRole('complementary', { name: '春日焕新 · 员工专享价' });
    expect(within(banner).queryByRole('button', { name: '关闭广告' })).not.toBeInTheDocument();
  });

  it('shows the diagnostic card naming the missing picture and the bad colour', async () => {
    await renderStory(InvalidData);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('options.img');
    expect(card).toHaveTextContent('options.bgColor');
    expect(card).toHaveTextContent('options.closable');
  });
});

describe('<BannerAdvert /> behaviour', () => {
  it('hides itself when closed', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<BannerAdvert blockKey="b" options={options} />);
    await user.click(screen.getByRole('button', { name: '关闭广告' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(services.calls.navigate).toEqual([]);
  });

  it('opens its link through the link opener', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<BannerAdvert blockKey="b" options={options} />);
    await user.click(screen.getByRole('link', { name: '年货节满减' }));
    expect(services.calls.navigate).toEqual([{ kind: 'internal', path: '/goodsList?keyword=年货' }]);
  });

  it('labels the close button in English', () => {
    renderBlock(<BannerAdvert blockKey="b" options={options} />, { locale: 'en-US' });
    expect(screen.getByRole('button', { name: 'Close advert' })).toBeInTheDocument();
  });
});

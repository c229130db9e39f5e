import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SpecialOfferAdvertOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/specialOfferAdvert/typical.json';
import { expectTabOrder } from '../testing/keyboard-checks.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { expectLinksOpen, expectLinkTo } from '../testing/link-checks.ts';
import { expectPicture } from '../testing/picture-checks.ts';
import { renderStory } from '../testing/render-story.tsx';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { waitForPage } from '../testing/wait-for-page.ts';
import { SpecialOfferAdvert } from './SpecialOfferAdvert.tsx';
import * as stories from './SpecialOfferAdvert.stories.tsx';

const { Typical, Empty, ManyItems } = composeStories(stories);
const options: SpecialOfferAdvertOptions = typical.options;

describe('<SpecialOfferAdvert /> stories', () => {
  it('shows the 1200x400 advert with its headline, subtitle and call-to-action link', async () => {
    const advert = await renderStoryBlock(Typical, '员工特惠季');
    const picture = within(advert).getByRole('img', { name: '员工特惠季' });
    expectPicture(picture, { width: 1200, height: 400 });
    expect(within(advert).getByRole('heading', { level: 2, name: '员工特惠季' })).toBeInTheDocument();
    expect(within(advert).getByText('精选好物 积分低至5折')).toBeInTheDocument();
    expectLinkTo(advert, '立即抢购', '/goodsList?planId=plan-spring');
    // The button's hit area covers the picture: one link, not a second one around the picture.
    expect(within(advert).getAllByRole('link')).toHaveLength(1);
  });

  it('shows only the picture, named after the block, when it has no text and no link', async () => {
    await renderStory(Empty);
    await waitForPage();
    const advert = screen.getByRole('region', { name: '特惠页广告（仅图片）' });
    expect(within(advert).getByRole('img', { name: '特惠页广告（仅图片）' })).toBeInTheDocument();
    expect(within(advert).queryByRole('heading')).not.toBeInTheDocument();
    expect(within(advert).queryByRole('link')).not.toBeInTheDocument();
  });

  it('labels the button from the catalogue and colours the text as configured', async () => {
    const advert = await renderStoryBlock(ManyItems, '明前新茶 限时特惠');
    expectLinkTo(advert, '立即查看', '/goodsList?planId=plan-tea');
    expect(within(advert).getByRole('heading', { name: '明前新茶 限时特惠' })).toHaveStyle({
      color: 'rgb(255, 253, 231)',
    });
  });
});

describe('<SpecialOfferAdvert /> behaviour', () => {
  it('opens the offer through the link opener', async () => {
    await expectLinksOpen(<SpecialOfferAdvert blockKey="o" options={options} />, [
      ['立即抢购', '/goodsList?planId=plan-spring'],
    ]);
  });

  it('is reachable by keyboard', async () => {
    const user = userEvent.setup();
    renderBlock(<SpecialOfferAdvert blockKey="o" options={options} />);
    await expectTabOrder(user, [['link', '立即抢购']]);
  });

  it('loads its picture first, as the top of the special-offer page', () => {
    renderBlock(<SpecialOfferAdvert blockKey="o" options={options} />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  it('labels the button and names an untitled advert in English', () => {
    renderBlock(
      <SpecialOfferAdvert blockKey="o" options={{ img: '/img/a.svg', url: '/goodsList?planId=plan-tea' }} />,
      { locale: 'en-US' },
    );
    const advert = screen.getByRole('region', { name: 'Special offer' });
    expect(within(advert).getByRole('img', { name: 'Special offer' })).toBeInTheDocument();
    expectLinkTo(advert, 'Shop now', '/goodsList?planId=plan-tea');
  });
});

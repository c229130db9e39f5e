import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import type { SpecialOfferApplicationsSelectionOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/specialOfferApplicationsSelection/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { expectLinksOpen, navigationsOnClicking } from '../testing/link-checks.ts';
import { expectPicture } from '../testing/picture-checks.ts';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { SpecialOfferApplicationsSelection } from './SpecialOfferApplicationsSelection.tsx';
import * as stories from './SpecialOfferApplicationsSelection.stories.tsx';

const { Typical, ManyItems } = composeStories(stories);
const options: SpecialOfferApplicationsSelectionOptions = typical.options;

describe('<SpecialOfferApplicationsSelection /> stories', () => {
  it('shows four 285x160 offer cards with their name and discount line', async () => {
    const block = await renderStoryBlock(Typical, '特惠应用');
    expect(within(block).getAllByRole('listitem')).toHaveLength(4);
    const picture = within(block).getByRole('img', { name: '瑞幸咖啡' });
    expectPicture(picture, { width: 285, height: 160, loading: 'lazy' });
    const coffee = within(block).getByRole('link', { name: /瑞幸咖啡/ });
    expect(coffee).toHaveAttribute('href', '/goodsList?keyword=咖啡');
    expect(coffee).toHaveTextContent('瑞幸咖啡优惠 低至5折');
    expect(within(block).getByRole('button', { name: /酒店度假/ })).toHaveTextContent('满500减80');
  });

  it('shows twelve offers, one without a price line', async () => {
    const block = await renderStoryBlock(ManyItems, '全部特惠');
    expect(within(block).getAllByRole('listitem')).toHaveLength(12);
    expect(within(block).getByRole('link', { name: '瑜伽课程' })).toHaveTextContent(/^瑜伽课程$/);
  });
});

describe('<SpecialOfferApplicationsSelection /> behaviour', () => {
  it('keeps the custom page mode on the links it opens', async () => {
    await expectLinksOpen(
      <SpecialOfferApplicationsSelection blockKey="s" options={options} />,
      [[/电影票/, '/goodsList?categoryId=9&pageType=custom']],
      { services: { customPage: true } },
    );
  });

  it('opens a partner offer as a partner mall', async () => {
    const clicks = [['button', /酒店度假/]] as const;
    expect(
      await navigationsOnClicking(
        <SpecialOfferApplicationsSelection blockKey="s" options={options} />,
        clicks,
      ),
    ).toEqual([{ kind: 'partner', code: 'JL', publicityBusModel: 'JL' }]);
  });

  it('announces the discount line as an offer in English', () => {
    renderBlock(
      <SpecialOfferApplicationsSelection blockKey="s" options={{ list: options.list.slice(0, 1) }} />,
      {
        locale: 'en-US',
      },
    );
    expect(screen.getByRole('region', { name: 'Special offers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^瑞幸咖啡\s*Offer\s+低至5折$/ })).toBeInTheDocument();
  });
});

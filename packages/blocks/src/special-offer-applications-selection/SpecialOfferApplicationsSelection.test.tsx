import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SpecialOfferApplicationsSelectionOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/specialOfferApplicationsSelection/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStory } from '../testing/render-story.tsx';
import { expectNothingShown, waitForPage } from '../testing/wait-for-page.ts';
import { SpecialOfferApplicationsSelection } from './SpecialOfferApplicationsSelection.tsx';
import * as stories from './SpecialOfferApplicationsSelection.stories.tsx';

const { Typical, Empty, ManyItems, InvalidData } = composeStories(stories);
const options: SpecialOfferApplicationsSelectionOptions = typical.options;

describe('<SpecialOfferApplicationsSelection /> stories', () => {
  it('shows four 285x160 offer cards with their name and discount line', async () => {
    await renderStory(Typical);
    const block = await screen.findByRole('region', { name: '特惠应用' });
    expect(within(block).getAllByRole('listitem')).toHaveLength(4);
    const picture = within(block).getByRole('img', { name: '瑞幸咖啡' });
    expect(picture).toHaveAttribute('width', '285');
    expect(picture).toHaveAttribute('height', '160');
    expect(picture).toHaveAttribute('loading', 'lazy');
    const coffee = within(block).getByRole('link', { name: /瑞幸咖啡/ });
    expect(coffee).toHaveAttribute('href', '/goodsList?keyword=咖啡');
    expect(coffee).toHaveTextContent('瑞幸咖啡优惠 低至5折');
    expect(within(block).getByRole('button', { name: /酒店度假/ })).toHaveTextContent('满500减80');
  });

  it('renders nothing without offers', async () => {
    const { container } = await renderStory(Empty);
    await waitForPage();
    expectNothingShown(container);
  });

  it('shows twelve offers, one without a price line', async () => {
    await renderStory(ManyItems);
    const block = await screen.findByRole('region', { name: '全部特惠' });
    expect(within(block).getAllByRole('listitem')).toHaveLength(12);
    expect(within(block).getByRole('link', { name: '瑜伽课程' })).toHaveTextContent(/^瑜伽课程$/);
  });

  it('shows the diagnostic card naming the empty name, the ftp picture and the long price line', async () => {
    await renderStory(InvalidData);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('options.list[0].name');
    expect(alert).toHaveTextContent('options.list[1].img');
    expect(alert).toHaveTextContent('options.list[1].priceText');
  });
});

describe('<SpecialOfferApplicationsSelection /> behaviour', () => {
  it('keeps the custom page mode on the links it opens', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<SpecialOfferApplicationsSelection blockKey="s" options={options} />, {
      services: { customPage: true },
    });
    await user.click(screen.getByRole('link', { name: /电影票/ }));
    expect(services.calls.navigate).toEqual([
      { kind: 'internal', path: '/goodsList?categoryId=9&pageType=custom' },
    ]);
  });

  it('opens a partner offer as a partner mall', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<SpecialOfferApplicationsSelection blockKey="s" options={options} />);
    await user.click(screen.getByRole('button', { name: /酒店度假/ }));
    expect(services.calls.navigate).toEqual([{ kind: 'partner', code: 'JL', publicityBusModel: 'JL' }]);
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

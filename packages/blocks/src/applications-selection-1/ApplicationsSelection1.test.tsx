import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationsSelection1Options } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/applicationsSelection1/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStory } from '../testing/render-story.tsx';
import { expectNothingShown, waitForPage } from '../testing/wait-for-page.ts';
import { ApplicationsSelection1 } from './ApplicationsSelection1.tsx';
import * as stories from './ApplicationsSelection1.stories.tsx';

const { Typical, Empty, ManyItems, InvalidData } = composeStories(stories);
const options: ApplicationsSelection1Options = typical.options;

describe('<ApplicationsSelection1 /> stories', () => {
  it('shows eight 285x120 cards with the name written over the picture', async () => {
    await renderStory(Typical);
    const block = await screen.findByRole('region', { name: '热门应用' });
    expect(within(block).getAllByRole('listitem')).toHaveLength(8);
    const picture = within(block).getByRole('img', { name: '家属福利' });
    expect(picture).toHaveAttribute('width', '285');
    expect(picture).toHaveAttribute('height', '120');
    expect(picture).toHaveAttribute('loading', 'lazy');
    const card = within(block).getByRole('button', { name: '家属福利' });
    expect(card).toHaveTextContent('家属福利');
    expect(within(block).getByRole('button', { name: '美团外卖' })).toBeInTheDocument();
  });

  it('renders nothing without applications', async () => {
    const { container } = await renderStory(Empty);
    await waitForPage();
    expectNothingShown(container);
  });

  it('shows sixteen cards, the plain ones as links to their address', async () => {
    await renderStory(ManyItems);
    const block = await screen.findByRole('region', { name: '全部应用' });
    expect(within(block).getAllByRole('listitem')).toHaveLength(16);
    expect(within(block).getByRole('link', { name: '生鲜到家' })).toHaveAttribute(
      'href',
      '/goodsList?categoryId=2',
    );
  });

  it('shows the diagnostic card naming the missing picture and the long name', async () => {
    await renderStory(InvalidData);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('options.list[0].img');
    expect(alert).toHaveTextContent('options.list[1].name');
  });
});

describe('<ApplicationsSelection1 /> behaviour', () => {
  it('opens a partner application as a partner mall', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<ApplicationsSelection1 blockKey="a" options={options} />);
    await user.click(screen.getByRole('button', { name: '酷兑' }));
    expect(services.calls.navigate).toEqual([
      { kind: 'partner', code: 'KuDui_KDJD', publicityBusModel: 'KuDui', businessType: 'KDJD' },
    ]);
  });

  it('opens the family information page for FAMILYINFO', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<ApplicationsSelection1 blockKey="a" options={options} />);
    await user.click(screen.getByRole('button', { name: '家属福利' }));
    expect(services.calls.navigate).toEqual([{ kind: 'internal', path: '/familyInfo' }]);
  });

  it('is named in English when it has no title', () => {
    renderBlock(<ApplicationsSelection1 blockKey="a" options={{ list: options.list.slice(0, 1) }} />, {
      locale: 'en-US',
    });
    expect(screen.getByRole('region', { name: 'Popular apps' })).toBeInTheDocument();
  });
});

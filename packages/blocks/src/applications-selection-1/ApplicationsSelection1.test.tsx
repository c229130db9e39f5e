import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import type { ApplicationsSelection1Options } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/applicationsSelection1/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { expectLinkTo, navigationsOnClicking } from '../testing/link-checks.ts';
import { expectPicture } from '../testing/picture-checks.ts';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { ApplicationsSelection1 } from './ApplicationsSelection1.tsx';
import * as stories from './ApplicationsSelection1.stories.tsx';

const { Typical, ManyItems } = composeStories(stories);
const options: ApplicationsSelection1Options = typical.options;

describe('<ApplicationsSelection1 /> stories', () => {
  it('shows eight 285x120 cards with the name written over the picture', async () => {
    const block = await renderStoryBlock(Typical, '热门应用');
    expect(within(block).getAllByRole('listitem')).toHaveLength(8);
    const picture = within(block).getByRole('img', { name: '家属福利' });
    expectPicture(picture, { width: 285, height: 120, loading: 'lazy' });
    const card = within(block).getByRole('button', { name: '家属福利' });
    expect(card).toHaveTextContent('家属福利');
    expect(within(block).getByRole('button', { name: '美团外卖' })).toBeInTheDocument();
  });

  it('shows sixteen cards, the plain ones as links to their address', async () => {
    const block = await renderStoryBlock(ManyItems, '全部应用');
    expect(within(block).getAllByRole('listitem')).toHaveLength(16);
    expectLinkTo(block, '生鲜到家', '/goodsList?categoryId=2');
  });
});

describe('<ApplicationsSelection1 /> behaviour', () => {
  it('opens a partner application as a partner mall', async () => {
    const clicks = [['button', '酷兑']] as const;
    expect(
      await navigationsOnClicking(<ApplicationsSelection1 blockKey="a" options={options} />, clicks),
    ).toEqual([{ kind: 'partner', code: 'KuDui_KDJD', publicityBusModel: 'KuDui', businessType: 'KDJD' }]);
  });

  it('opens the family information page for FAMILYINFO', async () => {
    const clicks = [['button', '家属福利']] as const;
    expect(
      await navigationsOnClicking(<ApplicationsSelection1 blockKey="a" options={options} />, clicks),
    ).toEqual([{ kind: 'internal', path: '/familyInfo' }]);
  });

  it('is named in English when it has no title', () => {
    renderBlock(<ApplicationsSelection1 blockKey="a" options={{ list: options.list.slice(0, 1) }} />, {
      locale: 'en-US',
    });
    expect(screen.getByRole('region', { name: 'Popular apps' })).toBeInTheDocument();
  });
});

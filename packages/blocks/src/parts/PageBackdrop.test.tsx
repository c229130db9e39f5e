import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import type { BlockType } from '@mall/schemas';
import type { ComponentType, ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import background from '../../../../fixtures/blocks/background/typical.json';
import specialImg from '../../../../fixtures/blocks/specialImg/typical.json';
import { Background } from '../background/Background.tsx';
import * as backgroundStories from '../background/Background.stories.tsx';
import { blockRegistry } from '../registry.ts';
import { SpecialImg } from '../special-img/SpecialImg.tsx';
import * as specialImgStories from '../special-img/SpecialImg.stories.tsx';
import { backdropIn, storyBackdrop } from '../testing/backdrop-checks.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { expectStoryShowsNothing } from '../testing/story-checks.ts';

// The page background blocks paint through PageBackdrop; what it promises is checked here for both,
// what each paints (a picture, a gradient) in their own tests.

/** A page background block: its type, itself with its typical options, and its stories. */
type BackdropCase = [BlockType, ReactElement, { Typical: ComponentType; Empty: ComponentType }];

const BACKDROPS: BackdropCase[] = [
  [
    'background',
    <Background blockKey="bg" options={background.options} />,
    composeStories(backgroundStories),
  ],
  [
    'specialImg',
    <SpecialImg blockKey="bg" options={specialImg.options} />,
    composeStories(specialImgStories),
  ],
];

describe.each(BACKDROPS)('%s as a page backdrop', (blockType, typical, { Typical, Empty }) => {
  it('lies fixed over the whole window behind the page, empty, letting every click through', async () => {
    const layer = await storyBackdrop(Typical);
    expect(layer).toHaveStyle({ position: 'fixed', inset: '0', zIndex: '-1', pointerEvents: 'none' });
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer).toBeEmptyDOMElement();
  });

  it('shows nothing to read or click and takes no room in the page, not even while it loads', () => {
    const { container } = renderBlock(typical);
    expect(container).toHaveTextContent('');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(backdropIn(container)).toHaveStyle({ position: 'fixed', pointerEvents: 'none' });
    expect(blockRegistry.get(blockType)?.skeletonHeight).toBe(0);
  });

  it('draws no layer at all from its Empty story', async () => {
    const container = await expectStoryShowsNothing(Empty);
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});

import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import type { BackgroundOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../registry.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStory } from '../testing/render-story.tsx';
import { expectNothingShown, waitForPage } from '../testing/wait-for-page.ts';
import { Background } from './Background.tsx';
import * as stories from './Background.stories.tsx';

const { Typical, Empty, ManyItems, InvalidData } = composeStories(stories);

/** The backdrop layer: hidden from assistive technology, so it is found by its marking, not a role. */
function backdropIn(container: HTMLElement): HTMLElement {
  const layer = container.querySelector<HTMLElement>('[aria-hidden="true"]');
  if (!layer) throw new Error('no backdrop layer rendered');
  return layer;
}

const renderBackdrop = (options: BackgroundOptions) =>
  renderBlock(<Background blockKey="bg" options={options} />);

describe('<Background /> stories', () => {
  it('paints the page colour under the picture, once at the top centre, behind the whole window', async () => {
    const { container } = await renderStory(Typical);
    await waitForPage();
    const layer = backdropIn(container);
    expect(layer).toHaveStyle({
      position: 'fixed',
      inset: '0',
      zIndex: '-1',
      pointerEvents: 'none',
      backgroundColor: '#fff3e0',
      backgroundImage: 'url("/img/blocks/background/clouds.svg")',
      backgroundPosition: 'center top',
      backgroundRepeat: 'no-repeat',
    });
    expect(layer).toBeEmptyDOMElement();
  });

  it('renders nothing with an empty colour and picture', async () => {
    const { container } = await renderStory(Empty);
    await waitForPage();
    expectNothingShown(container);
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('repeats the picture down the window with repeatY', async () => {
    const { container } = await renderStory(ManyItems);
    await waitForPage();
    expect(backdropIn(container)).toHaveStyle({
      backgroundColor: '#fdf0f0',
      backgroundImage: 'url("/img/blocks/background/pattern.svg")',
      backgroundRepeat: 'repeat-y',
    });
  });

  it('shows the diagnostic card naming the colour, the picture and repeatY', async () => {
    await renderStory(InvalidData);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('options.bgColor');
    expect(card).toHaveTextContent('options.img');
    expect(card).toHaveTextContent('options.repeatY');
  });
});

describe('<Background /> behaviour', () => {
  it('paints the colour alone when there is no picture', () => {
    const { container } = renderBackdrop({ bgColor: '#e3f2fd' });
    const layer = backdropIn(container);
    expect(layer).toHaveStyle({ backgroundColor: '#e3f2fd' });
    expect(layer.style.backgroundImage).toBe('');
  });

  it('keeps quotes in a picture address inside the url()', () => {
    const { container } = renderBackdrop({ img: '/img/a") , url("/evil.svg' });
    expect(backdropIn(container).style.backgroundImage).toBe('url("/img/a\\") , url(\\"/evil.svg")');
  });

  it('shows nothing to read or click and takes no room in the page', () => {
    const { container } = renderBackdrop({ bgColor: '#fff3e0', img: '/img/blocks/background/clouds.svg' });
    expect(container).toHaveTextContent('');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(backdropIn(container)).toHaveStyle({ position: 'fixed', pointerEvents: 'none' });
    expect(blockRegistry.get('background')?.skeletonHeight).toBe(0);
  });
});

import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import type { SpecialImgOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../registry.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStory } from '../testing/render-story.tsx';
import { expectNothingShown, waitForPage } from '../testing/wait-for-page.ts';
import { SpecialImg } from './SpecialImg.tsx';
import * as stories from './SpecialImg.stories.tsx';

const { Typical, Empty, ManyItems, InvalidData } = composeStories(stories);

/** The backdrop layer: hidden from assistive technology, so it is found by its marking, not a role. */
function backdropIn(container: HTMLElement): HTMLElement {
  const layer = container.querySelector<HTMLElement>('[aria-hidden="true"]');
  if (!layer) throw new Error('no backdrop layer rendered');
  return layer;
}

const renderBackdrop = (options: SpecialImgOptions) =>
  renderBlock(<SpecialImg blockKey="bg" options={options} />);

describe('<SpecialImg /> stories', () => {
  it('lays a vertical gradient from fromColor to toColor behind the whole window', async () => {
    const { container } = await renderStory(Typical);
    await waitForPage();
    const layer = backdropIn(container);
    expect(layer).toHaveStyle({
      position: 'fixed',
      inset: '0',
      zIndex: '-1',
      pointerEvents: 'none',
      backgroundImage: 'linear-gradient(to bottom, #c62828, #ffebee)',
    });
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer).toBeEmptyDOMElement();
  });

  it('renders nothing without picture or colours', async () => {
    const { container } = await renderStory(Empty);
    await waitForPage();
    expectNothingShown(container);
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('shows the picture once at the top centre over fromColor when isImg is set', async () => {
    const { container } = await renderStory(ManyItems);
    await waitForPage();
    expect(backdropIn(container)).toHaveStyle({
      position: 'fixed',
      backgroundImage: 'url("/img/blocks/specialImg/lanterns.svg")',
      backgroundPosition: 'center top',
      backgroundRepeat: 'no-repeat',
      backgroundColor: '#b71c1c',
    });
  });

  it('shows the diagnostic card naming isImg, the picture and the colour', async () => {
    await renderStory(InvalidData);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('options.isImg');
    expect(card).toHaveTextContent('options.background');
    expect(card).toHaveTextContent('options.fromColor');
  });
});

describe('<SpecialImg /> behaviour', () => {
  it('keeps the gradient when isImg is off, even with a picture set', () => {
    const { container } = renderBackdrop({
      isImg: false,
      background: '/img/blocks/specialImg/lanterns.svg',
      fromColor: '#c62828',
      toColor: '#ffebee',
    });
    const layer = backdropIn(container);
    expect(layer).toHaveStyle({ backgroundImage: 'linear-gradient(to bottom, #c62828, #ffebee)' });
    expect(layer.style.backgroundImage).not.toContain('url(');
  });

  it('falls back to the gradient when isImg is on without a picture', () => {
    const { container } = renderBackdrop({
      isImg: true,
      background: '',
      fromColor: '#c62828',
      toColor: '#ffebee',
    });
    expect(backdropIn(container)).toHaveStyle({
      backgroundImage: 'linear-gradient(to bottom, #c62828, #ffebee)',
    });
  });

  it('paints one colour alone as a plain background', () => {
    const { container } = renderBackdrop({ fromColor: '#fff3e0', toColor: '' });
    const layer = backdropIn(container);
    expect(layer).toHaveStyle({ backgroundColor: '#fff3e0' });
    expect(layer.style.backgroundImage).toBe('');
  });

  it('shows nothing to read or click and takes no room in the page', () => {
    const { container } = renderBackdrop({ fromColor: '#c62828', toColor: '#ffebee' });
    expect(container).toHaveTextContent('');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(backdropIn(container)).toHaveStyle({ position: 'fixed', pointerEvents: 'none' });
    expect(blockRegistry.get('specialImg')?.skeletonHeight).toBe(0);
  });
});

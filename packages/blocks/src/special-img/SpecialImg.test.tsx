import { composeStories } from '@storybook/react-vite';
import type { SpecialImgOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { backdropIn, storyBackdrop } from '../testing/backdrop-checks.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { SpecialImg } from './SpecialImg.tsx';
import * as stories from './SpecialImg.stories.tsx';

const { Typical, ManyItems } = composeStories(stories);

const renderBackdrop = (options: SpecialImgOptions) =>
  renderBlock(<SpecialImg blockKey="bg" options={options} />);

describe('<SpecialImg /> stories', () => {
  it('lays a vertical gradient from fromColor to toColor behind the whole window', async () => {
    const layer = await storyBackdrop(Typical);
    expect(layer).toHaveStyle({
      backgroundImage: 'linear-gradient(to bottom, #c62828, #ffebee)',
    });
  });

  it('shows the picture once at the top centre over fromColor when isImg is set', async () => {
    expect(await storyBackdrop(ManyItems)).toHaveStyle({
      position: 'fixed',
      backgroundImage: 'url("/img/blocks/specialImg/lanterns.svg")',
      backgroundPosition: 'center top',
      backgroundRepeat: 'no-repeat',
      backgroundColor: '#b71c1c',
    });
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
});

import { composeStories } from '@storybook/react-vite';
import type { BackgroundOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { backdropIn, storyBackdrop } from '../testing/backdrop-checks.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { Background } from './Background.tsx';
import * as stories from './Background.stories.tsx';

const { Typical, ManyItems } = composeStories(stories);

const renderBackdrop = (options: BackgroundOptions) =>
  renderBlock(<Background blockKey="bg" options={options} />);

describe('<Background /> stories', () => {
  it('paints the page colour under the picture, once at the top centre, behind the whole window', async () => {
    const layer = await storyBackdrop(Typical);
    expect(layer).toHaveStyle({
      backgroundColor: '#fff3e0',
      backgroundImage: 'url("/img/blocks/background/clouds.svg")',
      backgroundPosition: 'center top',
      backgroundRepeat: 'no-repeat',
    });
  });

  it('repeats the picture down the window with repeatY', async () => {
    expect(await storyBackdrop(ManyItems)).toHaveStyle({
      backgroundColor: '#fdf0f0',
      backgroundImage: 'url("/img/blocks/background/pattern.svg")',
      backgroundRepeat: 'repeat-y',
    });
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
});

import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import type { SpecialTopOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import many from '../../../../fixtures/blocks/specialTop/many.json';
import { blockRegistry } from '../registry.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { expectLinksOpen } from '../testing/link-checks.ts';
import { expectPicture } from '../testing/picture-checks.ts';
import { renderStory } from '../testing/render-story.tsx';
import { waitForPage } from '../testing/wait-for-page.ts';
import { SpecialTop } from './SpecialTop.tsx';
import * as stories from './SpecialTop.stories.tsx';

const { Typical, Empty, ManyItems } = composeStories(stories);
const manyOptions: SpecialTopOptions = many.options;

/** The box the block takes in the page: the picture's outermost wrapper. */
const blockBox = (picture: HTMLElement) => picture.closest('[data-block-key] > *');

describe('<SpecialTop /> stories', () => {
  it('shows the 1920x500 top picture, loaded first and not clickable', async () => {
    await renderStory(Typical);
    const picture = await screen.findByRole('img', { name: '春节年货专题' });
    expectPicture(picture, { width: 1920, height: 500, loading: 'eager' });
    expect(blockBox(picture)).toHaveStyle({ height: '500px', width: '100vw', overflow: 'hidden' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('names the picture after the block when it has no title', async () => {
    await renderStory(Empty);
    await waitForPage();
    expect(screen.getByRole('img', { name: '专题头图（仅图片）' })).toBeInTheDocument();
  });

  it('takes the height it is given and opens its link', async () => {
    await renderStory(ManyItems);
    const picture = await screen.findByRole('img', { name: '春日焕新' });
    expect(picture).toHaveAttribute('height', '400');
    expect(blockBox(picture)).toHaveStyle({ height: '400px' });
    expect(screen.getByRole('link', { name: '春日焕新' })).toHaveAttribute(
      'href',
      '/goodsList?planId=plan-spring',
    );
  });
});

describe('<SpecialTop /> behaviour', () => {
  it('opens its link through the link opener', async () => {
    await expectLinksOpen(<SpecialTop blockKey="t" options={manyOptions} />, [
      ['春日焕新', '/goodsList?planId=plan-spring'],
    ]);
  });

  it('reserves the default 500 px while it loads', () => {
    expect(blockRegistry.get('specialTop')?.skeletonHeight).toBe(500);
  });

  it('names an untitled, unnamed picture in English', () => {
    renderBlock(<SpecialTop blockKey="t" options={{ img: '/img/a.svg' }} />, { locale: 'en-US' });
    expect(screen.getByRole('img', { name: 'Special zone banner' })).toBeInTheDocument();
  });
});

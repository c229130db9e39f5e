import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FloatingLayerOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/floatingLayer/typical.json';
import { windowEndOffset } from '../parts/layout.ts';
import { blockRegistry } from '../registry.ts';
import { expectGoneOnceClosed } from '../testing/close-checks.ts';
import { expectTabOrder } from '../testing/keyboard-checks.ts';
import { expectLinkTo } from '../testing/link-checks.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { expectPicture } from '../testing/picture-checks.ts';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { FloatingLayer } from './FloatingLayer.tsx';
import * as stories from './FloatingLayer.stories.tsx';

const { Typical, ManyItems } = composeStories(stories);
// The fixture's `position` is a plain string in JSON; the schema allows only 'left' | 'right'.
const options = typical.options as FloatingLayerOptions;

describe('<FloatingLayer /> stories', () => {
  it('floats the 120x120 picture at the right side, 240 px from the top, with a close button', async () => {
    const layer = await renderStoryBlock(Typical, '春节福利领取', 'complementary');
    expect(layer).toHaveStyle({ position: 'fixed', top: '240px', right: windowEndOffset(16) });
    expect(layer).not.toHaveStyle({ left: '16px' });
    const picture = within(layer).getByRole('img', { name: '春节福利领取' });
    expectPicture(picture, { width: 120, height: 120, loading: 'lazy' });
    expectLinkTo(layer, '春节福利领取', '/goodsList?planId=plan-spring');
    expect(within(layer).getByRole('button', { name: '关闭浮窗' })).toBeInTheDocument();
  });

  it('floats at the left side with the configured size and offset', async () => {
    const layer = await renderStoryBlock(ManyItems, '在线客服 · 工作日 9:00-17:00', 'complementary');
    expect(layer).toHaveStyle({
      position: 'fixed',
      top: '320px',
      left: '16px',
      width: '100px',
      height: '160px',
    });
    expect(layer).not.toHaveStyle({ right: windowEndOffset(16) });
    const picture = within(layer).getByRole('img');
    expectPicture(picture, { width: 100, height: 160 });
  });
});

describe('<FloatingLayer /> behaviour', () => {
  it('takes no room in the page: only a fixed layer is drawn, and nothing is reserved while it loads', () => {
    const { container } = renderBlock(<FloatingLayer blockKey="f" options={options} />);
    expect(container.firstElementChild).toHaveStyle({ position: 'fixed' });
    expect(blockRegistry.get('floatingLayer')?.skeletonHeight).toBe(0);
    expect(blockRegistry.schemas.blockSets('floatingLayer')).toEqual(['custom']);
  });

  it('defaults to the right side, 200 px from the top, 120x120, named after the block', () => {
    renderBlock(<FloatingLayer blockKey="f" name="员工关怀" options={{ img: '/img/x.svg' }} />);
    const layer = screen.getByRole('complementary', { name: '员工关怀' });
    expect(layer).toHaveStyle({
      position: 'fixed',
      top: '200px',
      right: windowEndOffset(16),
      width: '120px',
    });
    // No link: the picture is shown but not clickable.
    expect(within(layer).queryByRole('link')).not.toBeInTheDocument();
  });

  it('is gone once closed, without following its link', async () => {
    await expectGoneOnceClosed(<FloatingLayer blockKey="f" options={options} />, '关闭浮窗', 'complementary');
  });

  it('can be reached and closed with the keyboard', async () => {
    const user = userEvent.setup();
    renderBlock(<FloatingLayer blockKey="f" options={options} />);
    await expectTabOrder(user, [
      ['link', '春节福利领取'],
      ['button', '关闭浮窗'],
    ]);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('opens its link through the link opener, keeping pageType=custom in custom-page mode', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<FloatingLayer blockKey="f" options={options} />, {
      services: { customPage: true },
    });
    await user.click(screen.getByRole('link', { name: '春节福利领取' }));
    expect(services.calls.checkAvailability).toEqual([[expect.objectContaining({ planId: 'plan-spring' })]]);
    expect(services.calls.navigate).toEqual([
      { kind: 'internal', path: '/goodsList?planId=plan-spring&pageType=custom' },
    ]);
  });

  it('labels the picture and the close button in English', () => {
    renderBlock(<FloatingLayer blockKey="f" options={{ img: '/img/x.svg' }} />, { locale: 'en-US' });
    expect(screen.getByRole('complementary', { name: 'Floating advert' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Floating advert' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close floating advert' })).toBeInTheDocument();
  });
});

import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationsSelectionOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/applicationsSelection/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { expectPicture } from '../testing/picture-checks.ts';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { ApplicationsSelection } from './ApplicationsSelection.tsx';
import * as stories from './ApplicationsSelection.stories.tsx';

const { Typical, ManyItems } = composeStories(stories);
const options: ApplicationsSelectionOptions = typical.options;

/** The tile of an application: the link or button around its logo. */
function tile(name: string): HTMLElement {
  const clickable = screen.getByRole('img', { name }).closest<HTMLElement>('a, button');
  if (!clickable) throw new Error(`the logo of ${name} is not inside a link or button`);
  return clickable;
}

describe('<ApplicationsSelection /> stories', () => {
  it('shows twelve tiles of a 64x64 logo, a name and a description', async () => {
    const block = await renderStoryBlock(Typical, '应用精选');
    expect(within(block).getAllByRole('listitem')).toHaveLength(12);
    const logo = within(block).getByRole('img', { name: '美团' });
    expectPicture(logo, { width: 64, height: 64, loading: 'lazy' });
    expect(tile('美团')).toHaveTextContent('外卖美食 积分抵现');
    expect(tile('电影演出')).toHaveAttribute('href', '/goodsList?categoryId=9');
    // A partner code has no address of its own: it is a button the link opener resolves.
    expect(tile('中免日上').tagName).toBe('BUTTON');
  });

  it('shows all 24 applications', async () => {
    const block = await renderStoryBlock(ManyItems, '全部应用');
    expect(within(block).getAllByRole('listitem')).toHaveLength(24);
  });
});

describe('<ApplicationsSelection /> behaviour', () => {
  it.each([
    ['美团', { kind: 'partner', code: 'MT', publicityBusModel: 'meituan' }],
    ['中免日上', { kind: 'partner', code: 'CDF', publicityBusModel: 'dutyFree' }],
    ['体检平台', { kind: 'partner', code: 'TJPT', publicityBusModel: 'TJPT' }],
    ['家属信息', { kind: 'internal', path: '/familyInfo' }],
    ['健身运动', { kind: 'external', href: 'https://fitness.example.invalid/employee' }],
  ])('opens %s through the link opener', async (name, navigation) => {
    const user = userEvent.setup();
    const { services } = renderBlock(<ApplicationsSelection blockKey="a" options={options} />);
    await user.click(tile(name));
    expect(services.calls.navigate).toEqual([navigation]);
  });

  it('tells the member to use the mobile app for a mobile-only application instead of opening it', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<ApplicationsSelection blockKey="a" options={options} />);
    await user.click(tile('手机专享'));
    expect(services.calls.navigate).toEqual([]);
    expect(services.calls.notify).toEqual([expect.objectContaining({ status: 'warning' })]);
  });

  it('opens a tile from the keyboard', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<ApplicationsSelection blockKey="a" options={options} />);
    await user.tab();
    expect(tile('美团')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(services.calls.navigate).toEqual([{ kind: 'partner', code: 'MT', publicityBusModel: 'meituan' }]);
  });

  it('is named in English when it has no title', () => {
    renderBlock(<ApplicationsSelection blockKey="a" options={{ list: options.list.slice(0, 2) }} />, {
      locale: 'en-US',
    });
    expect(screen.getByRole('region', { name: 'Featured apps' })).toBeInTheDocument();
  });
});

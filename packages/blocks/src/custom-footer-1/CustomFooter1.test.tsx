import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import type { CustomFooter1Options } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/customFooter1/typical.json';
import { blockRegistry } from '../registry.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { expectLinksOpen, expectLinkTo } from '../testing/link-checks.ts';
import { expectPicture } from '../testing/picture-checks.ts';
import { renderStory } from '../testing/render-story.tsx';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { CustomFooter1 } from './CustomFooter1.tsx';
import * as stories from './CustomFooter1.stories.tsx';

const { Typical, ManyItems } = composeStories(stories);
const options: CustomFooter1Options = typical.options;

describe('<CustomFooter1 /> stories', () => {
  it('shows the 160x48 logo, one row of links and the copyright line', async () => {
    const footer = await renderStoryBlock(Typical, '页脚', 'contentinfo');
    const logo = within(footer).getByRole('img', { name: '员工福利商城' });
    expectPicture(logo, { width: 160, height: 48, loading: 'lazy' });
    expectLinkTo(footer, '员工福利商城', '/custom?id=spring');
    const row = within(footer).getByRole('list', { name: '页脚链接' });
    expect(
      within(row)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['关于我们', '购物指南', '配送说明', '售后服务', '商务合作']);
    expect(within(footer).getByText('© 2024 员工福利商城 版权所有')).toBeInTheDocument();
  });

  it('shows only the first 10 of 12 links', async () => {
    await renderStory(ManyItems);
    const row = await screen.findByRole('list', { name: '页脚链接' });
    expect(within(row).getAllByRole('listitem')).toHaveLength(10);
    expect(within(row).getByRole('link', { name: '用户协议' })).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: '友情链接' })).not.toBeInTheDocument();
  });
});

describe('<CustomFooter1 /> behaviour', () => {
  it('reserves the full footer height, 160 px, while it loads', () => {
    expect(blockRegistry.get('customFooter1')?.skeletonHeight).toBe(160);
    expect(blockRegistry.schemas.blockSets('customFooter1')).toEqual(['custom']);
  });

  it('separates the links by dividers: every link but the first has one on its left', () => {
    renderBlock(<CustomFooter1 blockKey="f" options={options} />);
    const [first, second, third] = screen.getAllByRole('listitem');
    expect(first).not.toHaveStyle({ borderLeftWidth: '1px' });
    expect(second).toHaveStyle({ borderLeftWidth: '1px' });
    expect(third).toHaveStyle({ borderLeftWidth: '1px' });
  });

  it('shows a copyright-only footer without logo or list', () => {
    renderBlock(<CustomFooter1 blockKey="f" options={{ copyright: '© 2024 员工福利商城' }} />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('© 2024 员工福利商城');
    expect(within(footer).queryByRole('img')).not.toBeInTheDocument();
    expect(within(footer).queryByRole('list')).not.toBeInTheDocument();
  });

  it('opens its links through the link opener, keeping pageType=custom in custom-page mode', async () => {
    await expectLinksOpen(
      <CustomFooter1 blockKey="f" options={options} />,
      [
        ['配送说明', '/accountCenter/delivery?pageType=custom'],
        ['员工福利商城', '/custom?id=spring&pageType=custom'],
      ],
      { services: { customPage: true } },
    );
  });

  it('names the logo, the footer and its links in English when the operator gave no alt text', () => {
    renderBlock(<CustomFooter1 blockKey="f" options={{ ...options, logoAlt: undefined }} />, {
      locale: 'en-US',
    });
    const footer = screen.getByRole('contentinfo', { name: 'Footer' });
    expect(within(footer).getByRole('img', { name: 'Mall logo' })).toBeInTheDocument();
    expect(within(footer).getByRole('list', { name: 'Footer links' })).toBeInTheDocument();
  });
});

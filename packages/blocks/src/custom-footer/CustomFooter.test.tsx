import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import type { CustomFooterOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import many from '../../../../fixtures/blocks/customFooter/many.json';
import typical from '../../../../fixtures/blocks/customFooter/typical.json';
import { blockRegistry } from '../registry.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { expectLinksOpen, expectLinkTo } from '../testing/link-checks.ts';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { CustomFooter } from './CustomFooter.tsx';
import * as stories from './CustomFooter.stories.tsx';

const { Typical, ManyItems } = composeStories(stories);
const options: CustomFooterOptions = typical.options;
const manyOptions: CustomFooterOptions = many.options;

// The first story loads the block's chunk and validator through the page pipeline: a generous limit
// for a busy machine.
describe('<CustomFooter /> stories', { timeout: 20_000 }, () => {
  it('shows the link columns under their headings, the contact line and the copyright', async () => {
    const footer = await renderStoryBlock(Typical, '页脚', 'contentinfo');
    expect(
      within(footer)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['购物指南', '配送方式', '售后服务', '关于我们']);
    const guide = within(footer).getByRole('region', { name: '购物指南' });
    expect(
      within(guide)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['购物流程', '常见问题', '积分说明']);
    expectLinkTo(footer, '联系我们', '/accountCenter/contactUs');
    expect(footer).toHaveTextContent('客服热线：400-820-8820');
    expect(footer).toHaveTextContent('服务时间：周一至周五 9:00-17:00');
    expect(footer).toHaveTextContent('客服邮箱：周末及节假日问题请发邮件，工作日内回复');
    expect(within(footer).getByText('© 2024 员工福利商城 版权所有')).toBeInTheDocument();
  });

  it('caps the footer at 5 columns of 6 links', async () => {
    const footer = await renderStoryBlock(ManyItems, '页脚', 'contentinfo');
    const headings = within(footer).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      '购物指南',
      '配送方式',
      '支付方式',
      '售后服务',
      '会员服务',
    ]);
    expect(within(footer).getAllByRole('link')).toHaveLength(30);
    expect(within(footer).getByRole('link', { name: '购物指南6' })).toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: '购物指南7' })).not.toBeInTheDocument();
  });
});

describe('<CustomFooter /> behaviour', () => {
  it("shows the site's name and this year when the block gives no copyright line", () => {
    const { copyright: _, ...withoutCopyright } = options;
    renderBlock(<CustomFooter blockKey="f" options={withoutCopyright} />, {
      services: { siteName: '好生活福利商城' },
    });
    const footer = screen.getByRole('contentinfo', { name: '页脚' });
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} 好生活福利商城 版权所有`);
  });

  it('shows no copyright line with neither its own nor a site name', () => {
    const { copyright: _, ...withoutCopyright } = options;
    renderBlock(<CustomFooter blockKey="f" options={withoutCopyright} />);
    expect(screen.getByRole('contentinfo', { name: '页脚' })).not.toHaveTextContent('©');
  });

  it('reserves the full footer height, 300 px, while it loads', () => {
    expect(blockRegistry.get('customFooter')?.skeletonHeight).toBe(300);
    expect(blockRegistry.schemas.blockSets('customFooter')).toEqual(['custom']);
  });

  it('shows only the contact parts that are set, without columns', () => {
    renderBlock(<CustomFooter blockKey="f" options={{ hotline: '400-820-8820' }} />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('客服热线：400-820-8820');
    expect(footer).not.toHaveTextContent('服务时间');
    expect(footer).not.toHaveTextContent('客服邮箱');
    expect(within(footer).queryByRole('heading')).not.toBeInTheDocument();
  });

  it('leaves out a column without links', () => {
    renderBlock(
      <CustomFooter
        blockKey="f"
        options={{ columns: [{ title: '空列', links: [] }, ...(options.columns ?? []).slice(0, 1)] }}
      />,
    );
    expect(screen.queryByRole('heading', { name: '空列' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '购物指南' })).toBeInTheDocument();
  });

  it('keeps the column area at its fixed height, whatever the number of links', () => {
    renderBlock(<CustomFooter blockKey="f" options={manyOptions} />);
    const grid = screen.getByRole('region', { name: '购物指南' }).parentElement;
    expect(grid).toHaveStyle({ height: '220px' });
  });

  it('opens its links through the link opener, keeping pageType=custom in custom-page mode', async () => {
    await expectLinksOpen(
      <CustomFooter blockKey="f" options={options} />,
      [['售后政策', '/accountCenter/subAfterService?pageType=custom']],
      { services: { customPage: true } },
    );
  });

  it('opens links unchanged outside custom-page mode', async () => {
    await expectLinksOpen(<CustomFooter blockKey="f" options={options} />, [['物流查询', '/home/myOrder']]);
  });

  it('labels the footer and the contact line in English', () => {
    renderBlock(<CustomFooter blockKey="f" options={options} />, { locale: 'en-US' });
    const footer = screen.getByRole('contentinfo', { name: 'Footer' });
    expect(footer).toHaveTextContent('Hotline: 400-820-8820');
    expect(footer).toHaveTextContent('Service hours: 周一至周五 9:00-17:00');
    expect(footer).toHaveTextContent('Service mailbox: ');
  });
});

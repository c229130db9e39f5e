import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import type { HotAdvertOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { BlockPage } from '../testing/BlockPage.tsx';
import lilishopHome from '../../../../fixtures/lilishop/pc-home.json';
import { act } from '@testing-library/react';
import typical from '../../../../fixtures/blocks/hotAdvert/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { expectLinksOpen, expectLinkTo } from '../testing/link-checks.ts';
import { expectPicture } from '../testing/picture-checks.ts';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { HotAdvert } from './HotAdvert.tsx';
import * as stories from './HotAdvert.stories.tsx';

const { Typical, ManyItems } = composeStories(stories);
const options: HotAdvertOptions = typical.options;

const picture = (n: number) => ({
  img: `/img/blocks/hotAdvert/p${n}.svg`,
  url: `/goodsList?categoryId=${n}`,
  title: `广告 ${n}`,
});

describe('<HotAdvert /> stories', () => {
  it('shows the titled row: one 590x300 picture and four 290x145 ones, each a link', async () => {
    const block = await renderStoryBlock(Typical, '热门推荐');
    expect(within(block).getByRole('heading', { level: 2, name: '热门推荐' })).toBeInTheDocument();

    const large = within(block).getByRole('img', { name: '年货节 全场满减' });
    expectPicture(large, { width: 590, height: 300, loading: 'lazy' });
    expectLinkTo(block, '年货节 全场满减', '/special?id=newyear');

    for (const name of ['春茶上新', '当季鲜果', '乳品早餐', '厨房电器']) {
      const small = within(block).getByRole('img', { name });
      expectPicture(small, { width: 290, height: 145, loading: 'lazy' });
    }
    expect(within(block).getAllByRole('link')).toHaveLength(5);
  });

  it('opens partner codes with a button, leaves a picture without link plain and names an untitled one after the block', async () => {
    const block = await renderStoryBlock(ManyItems, '热门推荐');
    expect(within(block).getByText('员工专享好物 每周更新')).toBeInTheDocument();
    expectLinkTo(block, '春茶上新', 'https://tea.example.invalid/spring');
    expect(within(block).getByRole('button', { name: '免税好物' })).toBeInTheDocument();
    expect(within(block).getByRole('img', { name: '乳品早餐（敬请期待）' })).toBeInTheDocument();
    expect(within(block).queryByRole('link', { name: '乳品早餐（敬请期待）' })).not.toBeInTheDocument();
    expectLinkTo(block, '热门广告（全部选项）', '/goodsList?categoryId=7');
  });
});

describe('<HotAdvert /> behaviour', () => {
  it('opens a picture through the link opener', async () => {
    await expectLinksOpen(<HotAdvert blockKey="h" options={options} />, [
      ['春茶上新', '/goodsList?categoryId=3,31'],
    ]);
  });

  it('shows the large picture alone when there is only one', () => {
    renderBlock(<HotAdvert blockKey="h" options={{ list: [picture(1)] }} />);
    const pictures = screen.getAllByRole('img');
    expect(pictures).toHaveLength(1);
    expect(pictures[0]).toHaveAttribute('width', '590');
  });

  it('shows at most four small pictures beside the large one', () => {
    const list = [1, 2, 3, 4, 5, 6].map(picture);
    renderBlock(<HotAdvert blockKey="h" options={{ list }} />);
    expect(screen.getAllByRole('img')).toHaveLength(5);
    expect(screen.queryByRole('img', { name: '广告 6' })).not.toBeInTheDocument();
  });

  it('has no title row without a head, and is named after the block', () => {
    renderBlock(<HotAdvert blockKey="h" name="首页广告位" options={{ list: [picture(1)] }} />);
    expect(screen.getByRole('region', { name: '首页广告位' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('names the block and an untitled picture in English', () => {
    renderBlock(<HotAdvert blockKey="h" options={{ list: [{ img: '/img/a.svg', url: '/goodsList' }] }} />, {
      locale: 'en-US',
    });
    expect(screen.getByRole('region', { name: 'Hot picks' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hot picks' })).toHaveAttribute('href', '/goodsList');
  });
});

describe('<HotAdvert /> saved by lilishop', () => {
  it('shows the first five of the six pictures lilishop saved, the wide one large', async () => {
    // The JSON's inferred type unions every block of the page; this one is lilishop's hot advert.
    const saved = lilishopHome.list.find((block) => block.type === 'hotAdvert') as {
      options: { list: Array<{ img: string }> };
    };
    await act(async () => renderBlock(<BlockPage block={saved} />));
    const block = await screen.findByRole('region', { name: '热门广告' });
    const pictures = within(block).getAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('src'))).toEqual(
      saved.options.list.slice(0, 5).map((item) => item.img),
    );
    expect(pictures[0]).toHaveAttribute('width', '590');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import type { CategoryNode } from '@mall/schemas';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';
import { BrandFilter } from './BrandFilter.tsx';
import { CategoryFilter } from './CategoryFilter.tsx';

const node = (id: string, name: string, children: CategoryNode[] = []): CategoryNode =>
  ({ id, name, children }) as unknown as CategoryNode;

const tree = [
  node('1', '食品生鲜', [node('11', '粮油调味', [node('111', '大米')])]),
  node('2', '家用电器'),
  node('3', '运动户外'),
];

const row = (name: string) => within(screen.getByRole('group', { name }));

describe('the search filters of /goodsList', () => {
  it('offer only the categories the search has goods in, each with its count', () => {
    render(
      <StorefrontStoryFrame>
        <CategoryFilter tree={tree} categoryId={undefined} counts={new Map([['1', 7]])} onChoose={() => {}} />
      </StorefrontStoryFrame>,
    );
    expect(row('分类').getByRole('button', { name: '食品生鲜(7)' })).toBeInTheDocument();
    expect(row('分类').queryByRole('button', { name: /家用电器/ })).not.toBeInTheDocument();
    expect(row('分类').queryByRole('button', { name: /运动户外/ })).not.toBeInTheDocument();
  });

  it('keep a chosen category on its row even when the other filters leave it no goods', () => {
    render(
      <StorefrontStoryFrame>
        <CategoryFilter tree={tree} categoryId="2" counts={new Map([['1', 7]])} onChoose={() => {}} />
      </StorefrontStoryFrame>,
    );
    expect(row('分类').getByRole('button', { name: '家用电器(0)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('add a brand to the chosen ones and take it out again', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    const brands = [
      { brandId: 'b1', brandName: '五常', count: 4 },
      { brandId: 'b2', brandName: '金龙鱼', count: 2 },
    ];
    const { rerender } = render(
      <StorefrontStoryFrame>
        <BrandFilter brands={brands} brandId="b1" onChoose={onChoose} />
      </StorefrontStoryFrame>,
    );
    expect(row('品牌').getByRole('button', { name: '五常(4)' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(row('品牌').getByRole('button', { name: '金龙鱼(2)' }));
    expect(onChoose).toHaveBeenLastCalledWith('b1,b2');

    rerender(
      <StorefrontStoryFrame>
        <BrandFilter brands={brands} brandId="b1,b2" onChoose={onChoose} />
      </StorefrontStoryFrame>,
    );
    await user.click(row('品牌').getByRole('button', { name: '五常(4)' }));
    expect(onChoose).toHaveBeenLastCalledWith('b2');
    await user.click(row('品牌').getByRole('button', { name: '全部' }));
    expect(onChoose).toHaveBeenLastCalledWith(null);
  });
});

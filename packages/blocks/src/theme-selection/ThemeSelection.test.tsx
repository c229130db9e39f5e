import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockServices } from '@mall/runtime';
import type { Availability, ThemeSelectionItem, ThemeSelectionOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import many from '../../../../fixtures/blocks/themeSelection/many.json';
import typical from '../../../../fixtures/blocks/themeSelection/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { expectPicture } from '../testing/picture-checks.ts';
import { renderStory } from '../testing/render-story.tsx';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { waitForPage } from '../testing/wait-for-page.ts';
import { ThemeSelection } from './ThemeSelection.tsx';
import * as stories from './ThemeSelection.stories.tsx';

const { Typical, ManyItems, ClosedPlans } = composeStories(stories);
const typicalOptions: ThemeSelectionOptions = typical.options;
const manyOptions: ThemeSelectionOptions = many.options;

const theme = (overrides: Partial<ThemeSelectionItem> = {}): ThemeSelectionItem => ({
  title: '春节福利',
  subTitle: '年货礼包 限时领取',
  img: '/img/blocks/themeSelection/spring.svg',
  url: '/goodsList?planId=plan-spring',
  ...overrides,
});

/** A server that answers every plan and market with `answer`. */
const availabilityAnswer = (answer: Pick<Availability, 'isShow' | 'isOpen'>): Partial<BlockServices> => ({
  async checkAvailability(queries) {
    return queries.map((query) => ({
      planId: query.planId ?? null,
      marketId: query.marketId ?? null,
      statusCN: answer.isOpen ? '进行中' : '活动已下线',
      ...answer,
    }));
  },
});

/** The card of a theme: the link or button around its picture. */
async function card(title: string): Promise<HTMLElement> {
  const picture = await screen.findByRole('img', { name: title });
  const clickable = picture.closest<HTMLElement>('a, button');
  if (!clickable) throw new Error(`the picture of ${title} is not inside a link or button`);
  return clickable;
}

describe('<ThemeSelection /> stories', () => {
  it('shows the checked themes as 285x160 cards with their status, leaving out the closed check', async () => {
    const block = await renderStoryBlock(Typical, '主题精选');
    await waitForPage();
    expect(await within(block).findAllByRole('listitem')).toHaveLength(4);
    const picture = within(block).getByRole('img', { name: '中免日上' });
    expectPicture(picture, { width: 285, height: 160, loading: 'lazy' });
    expect(within(await card('中免日上')).getByText('进行中')).toBeInTheDocument();
    expect(within(await card('酷兑生活')).getByText('已结束')).toBeInTheDocument();
    expect(within(await card('春节福利')).getByText('进行中')).toBeInTheDocument();
    expect(within(block).queryByRole('img', { name: '唯品会' })).not.toBeInTheDocument();
  });

  it('links an internal theme by its address and a partner theme as a button', async () => {
    await renderStory(Typical);
    expect(await card('春节福利')).toHaveAttribute('href', '/goodsList?planId=plan-spring');
    const partner = await card('美团外卖');
    expect(partner.tagName).toBe('BUTTON');
    expect(partner).toHaveTextContent('美食到家 满减天天有');
  });

  it('shows every partner code and plan, and an unknown plan as ended', async () => {
    const block = await renderStoryBlock(ManyItems, '合作商城');
    expect(await within(block).findAllByRole('listitem')).toHaveLength(11);
    expect(within(await card('年中团购')).getByText('已结束')).toBeInTheDocument();
    expect(within(await card('京东生活')).getByText('已结束')).toBeInTheDocument();
    expect(within(await card('新茶尝鲜')).getByText('进行中')).toBeInTheDocument();
    expect(within(block).queryByRole('img', { name: '秋季家电节' })).not.toBeInTheDocument();
  });

  it('hides a plan the member may not see and shows a closed plan as ended', async () => {
    await renderStory(ClosedPlans);
    expect(within(await card('新茶尝鲜')).getByText('已结束')).toBeInTheDocument();
    expect(within(await card('限时抢购')).getByText('进行中')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '春节福利' })).not.toBeInTheDocument();
  });
});

describe('<ThemeSelection /> behaviour', () => {
  it.each([
    ['中免日上', 'CDF', 'dutyFree'],
    ['美团外卖', 'MT', 'meituan'],
    ['美团买菜', 'MTDD', 'meiTuanDD'],
    ['唯品会', 'WPH', 'WPH'],
    ['京东生活', 'JL', 'JL'],
  ])('opens %s (%s) as a partner mall of model %s', async (title, code, publicityBusModel) => {
    const user = userEvent.setup();
    const { services } = renderBlock(<ThemeSelection blockKey="t" options={manyOptions} />);
    await user.click(await card(title));
    expect(services.calls.navigate).toEqual([{ kind: 'partner', code, publicityBusModel }]);
  });

  it('opens KuDui_KDJD as the KuDui partner with business type KDJD', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<ThemeSelection blockKey="t" options={typicalOptions} />);
    await user.click(await card('酷兑生活'));
    expect(services.calls.navigate).toEqual([
      { kind: 'partner', code: 'KuDui_KDJD', publicityBusModel: 'KuDui', businessType: 'KDJD' },
    ]);
  });

  it('shows in progress when online and ended when offline, without a plan', async () => {
    renderBlock(
      <ThemeSelection
        blockKey="t"
        options={{
          list: [
            theme({ title: '线上主题', url: 'CDF', onLine: true }),
            theme({ title: '下线主题', url: 'MT', onLine: false }),
          ],
        }}
      />,
    );
    expect(within(await card('线上主题')).getByText('进行中')).toBeInTheDocument();
    expect(within(await card('下线主题')).getByText('已结束')).toBeInTheDocument();
  });

  it('lets the plan decide over the online flag: an open plan is in progress even when marked offline', async () => {
    const { services } = renderBlock(
      <ThemeSelection blockKey="t" options={{ list: [theme({ planId: 'plan-spring', onLine: false })] }} />,
    );
    expect(within(await card('春节福利')).getByText('进行中')).toBeInTheDocument();
    expect(services.calls.checkAvailability).toEqual([[{ planId: 'plan-spring' }]]);
  });

  it('shows a plan that is shown but not open as ended, and warns instead of opening it', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(
      <ThemeSelection blockKey="t" options={{ list: [theme({ planId: 'plan-spring' })] }} />,
      { services: availabilityAnswer({ isShow: true, isOpen: false }) },
    );
    const closed = await card('春节福利');
    expect(within(closed).getByText('已结束')).toBeInTheDocument();
    await user.click(closed);
    expect(services.calls.navigate).toEqual([]);
    expect(services.calls.notify).toEqual([{ status: 'warning', text: '活动已下线' }]);
  });

  it('hides a plan that is not shown to the member and a theme whose check is closed', async () => {
    renderBlock(
      <ThemeSelection
        blockKey="t"
        options={{
          list: [
            theme({ title: '不可见专题', planId: 'plan-spring' }),
            theme({ title: '未勾选专题', url: 'CDF', isCheck: false }),
            theme({ title: '市场专题', url: 'MT', marketId: 'market-flash-1' }),
          ],
        }}
      />,
      {
        services: {
          async checkAvailability(queries) {
            return queries.map((query) => ({
              planId: query.planId ?? null,
              marketId: query.marketId ?? null,
              isShow: query.marketId !== undefined,
              isOpen: true,
            }));
          },
        },
      },
    );
    expect(within(await card('市场专题')).getByText('进行中')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('不可见专题')).not.toBeInTheDocument();
    expect(screen.queryByText('未勾选专题')).not.toBeInTheDocument();
  });

  it('renders nothing when every theme has its check closed', () => {
    const { container } = renderBlock(
      <ThemeSelection blockKey="t" options={{ list: [theme({ url: 'CDF', isCheck: false })] }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('opens a planned theme after checking the plan, named by its plan', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<ThemeSelection blockKey="t" options={typicalOptions} />);
    await user.click(await card('春节福利'));
    expect(services.calls.navigate).toEqual([{ kind: 'internal', path: '/goodsList?planId=plan-spring' }]);
    expect(services.calls.track).toEqual([expect.objectContaining({ plan_id: 'plan-spring' })]);
  });

  it('labels the statuses in English', async () => {
    renderBlock(<ThemeSelection blockKey="t" options={typicalOptions} />, { locale: 'en-US' });
    expect(within(await card('中免日上')).getByText('In progress')).toBeInTheDocument();
    expect(within(await card('酷兑生活')).getByText('Ended')).toBeInTheDocument();
  });

  it('names the block in English when it has no title', () => {
    renderBlock(<ThemeSelection blockKey="t" options={{ list: [theme({ url: 'CDF' })] }} />, {
      locale: 'en-US',
    });
    expect(screen.getByRole('region', { name: 'Theme picks' })).toBeInTheDocument();
  });
});

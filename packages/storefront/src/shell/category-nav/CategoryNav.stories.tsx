import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withStorefrontFrame } from '../../test/StorefrontStoryFrame.tsx';
import { CATEGORY_CACHE_KEY, CATEGORY_EXPIRY_KEY } from './category-cache.ts';
import type { CategoryNavMode } from './category-nav-layout.ts';
import { CategoryNav } from './CategoryNav.tsx';
import { BENEFIT_FLAG_KEYS } from '../../state/session-storage.ts';
import {
  storyCategoryNavApi,
  storyCategoryTree,
  storyNavItems,
  type StoryCategoryNavData,
} from '../../test/story-category-nav.ts';

interface StoryCategoryNavProps {
  /** Defaults to `menu`. */
  mode?: CategoryNavMode;
  /** What the calls answer. Defaults to the seed's tree and the story items. */
  data?: StoryCategoryNavData;
  /** localStorage `isYear`. Defaults to `false`. */
  isYear?: boolean;
  /** localStorage `isQuarter`. Defaults to `false`. */
  isQuarter?: boolean;
}

/**
 * The navigation on in-memory calls, with the benefit flags stored as given and no cached tree
 * left from an earlier story (storage outlives stories in the browser).
 */
function StoryCategoryNav({ mode, data, isYear = false, isQuarter = false }: StoryCategoryNavProps) {
  const [api] = useState(() => {
    window.localStorage.removeItem(CATEGORY_CACHE_KEY);
    window.localStorage.removeItem(CATEGORY_EXPIRY_KEY);
    if (isYear) window.localStorage.setItem(BENEFIT_FLAG_KEYS.year, 'true');
    else window.localStorage.removeItem(BENEFIT_FLAG_KEYS.year);
    if (isQuarter) window.localStorage.setItem(BENEFIT_FLAG_KEYS.quarter, '1');
    else window.localStorage.removeItem(BENEFIT_FLAG_KEYS.quarter);
    return storyCategoryNavApi(data);
  });
  return <CategoryNav mode={mode} api={api} />;
}

const meta = {
  title: 'Storefront/Catalogue/CategoryNav',
  component: StoryCategoryNav,
  decorators: [withStorefrontFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryCategoryNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's navigation: hover or focus "all categories" to open the list, then a category. */
export const Menu: Story = {};

/** The list page with `showAllNav=1`: the first-level list is always open. */
export const AlwaysOpen: Story = { args: { mode: 'open' } };

/** A member who chooses yearly and quarterly benefits: both choice items show. */
export const WithBenefitChoices: Story = { args: { isYear: true, isQuarter: true } };

/** No nav items at all: the category box and the all-goods link. */
export const NoItems: Story = { args: { data: { items: [] } } };

/** In English. */
export const English: Story = {
  args: { data: { tree: storyCategoryTree('en-US'), items: storyNavItems('en-US') } },
  globals: { locale: 'en-US' },
};

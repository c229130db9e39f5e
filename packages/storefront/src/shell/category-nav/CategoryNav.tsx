import { Box, Flex, VisuallyHidden } from '@chakra-ui/react';
import { useLocation } from 'react-router';
import { PAGE_WIDTH_PX } from '../page-width.ts';
import { ShellLink } from '../../ui/ShellLink.tsx';
import { CUSTOM_HOME_PATH, isActiveNavPath, useTenantNav } from '../tenant-nav.ts';
import { useCategoryNavStrings } from './useCategoryNavStrings.ts';
import { ALL_GOODS_PATH } from './category-list-path.ts';
import { SERVER_CATEGORY_NAV_API, type CategoryNavApi } from './category-nav-api.ts';
import { CATEGORY_NAV_HEIGHT, type CategoryNavMode } from './category-nav-layout.ts';
import { CategoryMenu } from './CategoryMenu.tsx';
import type { ShownNavItem } from './nav-item-rules.ts';
import { useCategoryTree } from './useCategoryTree.ts';
import { useNavItems } from './useNavItems.ts';

export type { CategoryNavMode } from './category-nav-layout.ts';

export interface CategoryNavProps {
  /** `menu`: the category list opens on hover or focus; `open`: always shown. Defaults to `menu`. */
  mode?: CategoryNavMode;
  /** The calls it makes. Defaults to the buyer API's. */
  api?: CategoryNavApi;
}

/** The active item's underline, kept on hover; under the text, clear of the descenders. */
const UNDERLINED = {
  textDecorationLine: 'underline',
  textUnderlineOffset: '6px',
  textDecorationThickness: '2px',
  _hover: { color: 'brand.solid', textDecorationLine: 'underline' },
} as const;

/** What the page's own item carries: `aria-current`, and the underline for the enterprises that have it. */
type ActiveLinkProps = { 'aria-current'?: 'page' } & Partial<typeof UNDERLINED>;

const LINK_STYLE = {
  display: 'flex',
  alignItems: 'center',
  h: `${CATEGORY_NAV_HEIGHT}px`,
  // 12 px a side: Acme's items in English (Home to Notices, about 950 px at 16 px a side) did not fit
  // the 1000 px beside the category box, and the last one showed cut as "Noti" (issue 22 item 3).
  px: '3',
  fontSize: 'md',
  fontWeight: 'medium',
  color: 'fg',
  whiteSpace: 'nowrap',
  _hover: { color: 'brand.solid', textDecoration: 'none' },
} as const;

/**
 * The row under the site header (spec 02 section 2): the 200 px "all categories" box with its
 * three-level flyouts, the all-goods link, then the enterprise's nav items (plan and market items
 * only when available, year and quarter choices only when the member has them). The tree is cached
 * for an hour in localStorage.
 */
export function CategoryNav({ mode = 'menu', api = SERVER_CATEGORY_NAV_API }: CategoryNavProps) {
  const { t } = useCategoryNavStrings();
  const tree = useCategoryTree(api.fetchCategoryTree);
  const { customHome, underlineActive } = useTenantNav();
  const { pathname, search } = useLocation();
  // The row has its own all-goods link; an item leading to the same list is not repeated. In the
  // special top navigation the custom page is home: the site's home item gives way to its link.
  const items = useNavItems(api).filter(
    ({ target }) =>
      target.kind !== 'internal' ||
      (target.path !== ALL_GOODS_PATH && !(customHome && isActiveNavPath(target.path, '/', ''))),
  );
  const activeStyle = (path: string): ActiveLinkProps =>
    isActiveNavPath(path, pathname, search)
      ? { 'aria-current': 'page', ...(underlineActive ? UNDERLINED : {}) }
      : {};
  return (
    <Box
      as="nav"
      aria-label={customHome ? t('nav.customHomeLabel') : t('nav.label')}
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Flex maxW={`${PAGE_WIDTH_PX}px`} mx="auto" align="flex-start" minH={`${CATEGORY_NAV_HEIGHT}px`}>
        <CategoryMenu tree={tree} mode={mode} />
        {customHome ? (
          <ShellLink to={CUSTOM_HOME_PATH} {...LINK_STYLE} {...activeStyle(CUSTOM_HOME_PATH)}>
            {t('nav.customHome')}
          </ShellLink>
        ) : null}
        <ShellLink to={ALL_GOODS_PATH} {...LINK_STYLE} {...activeStyle(ALL_GOODS_PATH)}>
          {t('nav.allGoods')}
        </ShellLink>
        {items.length > 0 ? (
          // One row, as high as the skeleton that held its place (issue 8, CLS: wrapped on a phone,
          // it pushed the page down); items beyond the width scroll sideways.
          <Flex
            as="ul"
            aria-label={t('nav.items')}
            listStyleType="none"
            m="0"
            p="0"
            wrap="nowrap"
            minW="0"
            overflowX="auto"
            overflowY="hidden"
            scrollbarWidth="none"
          >
            {items.map((shown) => (
              <li key={shown.item.id}>
                <NavItemLink
                  shown={shown}
                  newTabHint={t('nav.newTab')}
                  active={shown.target.kind === 'internal' ? activeStyle(shown.target.path) : {}}
                />
              </li>
            ))}
          </Flex>
        ) : null}
      </Flex>
    </Box>
  );
}

interface NavItemLinkProps {
  shown: ShownNavItem;
  newTabHint: string;
  active: ActiveLinkProps;
}

function NavItemLink({ shown, newTabHint, active }: NavItemLinkProps) {
  const { item, target } = shown;
  if (target.kind === 'external') {
    return (
      <ShellLink to={target.href} newTab {...LINK_STYLE}>
        {item.name}
        <VisuallyHidden>{newTabHint}</VisuallyHidden>
      </ShellLink>
    );
  }
  return (
    <ShellLink to={target.path} {...LINK_STYLE} {...active}>
      {item.name}
    </ShellLink>
  );
}

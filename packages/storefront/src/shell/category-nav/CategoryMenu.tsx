import { Box, chakra, Flex } from '@chakra-ui/react';
import type { CategoryNode } from '@mall/schemas';
import { useId } from 'react';
import { PAGE_WIDTH_PX } from '../page-width.ts';
import { ShellLink } from '../../ui/ShellLink.tsx';
import { useCategoryNavStrings } from './useCategoryNavStrings.ts';
import { useCategoryMenu } from './useCategoryMenu.ts';
import { categoryListPath } from './category-list-path.ts';
import {
  CATEGORY_BOX_HEIGHT,
  CATEGORY_BOX_WIDTH,
  CATEGORY_NAV_HEIGHT,
  CATEGORY_ROW_HEIGHT,
  type CategoryNavMode,
} from './category-nav-layout.ts';

export interface CategoryMenuProps {
  tree: readonly CategoryNode[];
  /** `menu`: the list opens on hover or focus; `open`: it is always shown. */
  mode: CategoryNavMode;
}

/**
 * The 200 px wide "all categories" box: its first-level list (every category shown) (opened on hover or focus, or always
 * open), and beside it the flyout of the hovered or focused first-level node, its second-level
 * categories each with their third-level links. Escape closes the flyout, then the list; leaving
 * with the pointer or focus closes both.
 */
export function CategoryMenu({ tree, mode }: CategoryMenuProps) {
  const { t } = useCategoryNavStrings();
  const {
    boxRef,
    triggerRef,
    listId,
    listOpen,
    listShown,
    alwaysOpen,
    activeId,
    setActiveId,
    open,
    boxHandlers,
  } = useCategoryMenu(mode);

  return (
    <Box
      ref={boxRef}
      position="relative"
      w={`${CATEGORY_BOX_WIDTH}px`}
      flexShrink={0}
      alignSelf="flex-start"
      {...boxHandlers}
    >
      {alwaysOpen ? (
        <Flex {...TITLE_STYLE} as="h2" m="0">
          {t('nav.allCategories')}
        </Flex>
      ) : (
        <chakra.button
          ref={triggerRef}
          type="button"
          aria-expanded={listOpen}
          aria-controls={listOpen ? listId : undefined}
          cursor="pointer"
          // Opens only: hovering has usually opened the list already, and a click must not close it.
          onClick={open}
          _focusVisible={{ outline: '2px solid', outlineColor: 'white', outlineOffset: '-4px' }}
          {...TITLE_STYLE}
        >
          {t('nav.allCategories')}
          <Box as="span" aria-hidden="true" ms="auto" fontSize="xs">
            ▾
          </Box>
        </chakra.button>
      )}
      {listShown ? (
        // The list shows every first-level category, none behind a scroll; it is not positioned, so
        // the flyouts are placed against the positioned box.
        <Box
          id={listId}
          position={alwaysOpen ? 'relative' : 'absolute'}
          top={alwaysOpen ? undefined : '100%'}
          left="0"
          w="full"
          zIndex="dropdown"
          bg="gray.800"
          color="white"
        >
          <Box
            as="ul"
            aria-label={t('nav.categories')}
            listStyleType="none"
            m="0"
            py="1"
            minH={`${CATEGORY_BOX_HEIGHT}px`}
          >
            {tree.map((node) => (
              <FirstLevelEntry
                key={node.id}
                node={node}
                active={activeId === node.id}
                onActivate={() => setActiveId(node.id)}
              />
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}

const TITLE_STYLE = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  w: 'full',
  h: `${CATEGORY_NAV_HEIGHT}px`,
  px: '4',
  bg: 'brand.solid',
  color: 'white',
  fontSize: 'md',
  fontWeight: 'bold',
} as const;

interface FirstLevelEntryProps {
  node: CategoryNode;
  active: boolean;
  onActivate: () => void;
}

/** A first-level category: its link, and while it is active the flyout of its children. */
function FirstLevelEntry({ node, active, onActivate }: FirstLevelEntryProps) {
  const { t } = useCategoryNavStrings();
  const panelId = useId();
  const hasChildren = node.children.length > 0;
  return (
    // The attributes useCategoryMenu finds the first-level entries and links by.
    <li data-first-level-entry={node.id} onMouseEnter={onActivate}>
      <ShellLink
        to={categoryListPath([node])}
        data-first-level={node.id}
        aria-expanded={hasChildren ? active : undefined}
        aria-controls={hasChildren && active ? panelId : undefined}
        display="flex"
        alignItems="center"
        h={`${CATEGORY_ROW_HEIGHT}px`}
        px="4"
        fontSize="sm"
        color="inherit"
        textDecoration="none"
        bg={active ? 'brand.solid' : undefined}
        _hover={{ bg: 'brand.solid', textDecoration: 'none' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'white', outlineOffset: '-2px' }}
      >
        <Box as="span" flex="1" lineClamp={1}>
          {node.name}
        </Box>
        {hasChildren ? (
          <Box as="span" aria-hidden="true" fontSize="xs">
            ›
          </Box>
        ) : null}
      </ShellLink>
      {hasChildren && active ? (
        <Box
          id={panelId}
          position="absolute"
          top="0"
          left="100%"
          w={`${PAGE_WIDTH_PX - CATEGORY_BOX_WIDTH}px`}
          minH={`${CATEGORY_BOX_HEIGHT}px`}
          zIndex="dropdown"
          bg="bg"
          color="fg"
          borderWidth="1px"
          borderColor="border.muted"
          boxShadow="lg"
          px="6"
          py="4"
        >
          <Box
            as="ul"
            aria-label={t('nav.subcategories', { name: node.name })}
            listStyleType="none"
            m="0"
            p="0"
          >
            {node.children.map((second) => (
              <Flex
                as="li"
                key={second.id}
                gap="4"
                py="2"
                borderBottomWidth="1px"
                borderColor="border.muted"
                _last={{ borderBottomWidth: '0' }}
              >
                <ShellLink
                  to={categoryListPath([node, second])}
                  w="28"
                  flexShrink={0}
                  fontSize="sm"
                  fontWeight="bold"
                  color="fg"
                  lineClamp={1}
                >
                  {second.name}
                </ShellLink>
                {second.children.length > 0 ? (
                  <Flex
                    as="ul"
                    aria-label={t('nav.subcategories', { name: second.name })}
                    listStyleType="none"
                    m="0"
                    p="0"
                    wrap="wrap"
                    columnGap="4"
                    rowGap="1"
                  >
                    {second.children.map((third) => (
                      <li key={third.id}>
                        <ShellLink
                          to={categoryListPath([node, second, third])}
                          fontSize="sm"
                          color="fg.muted"
                          _hover={{ color: 'brand.solid' }}
                        >
                          {third.name}
                        </ShellLink>
                      </li>
                    ))}
                  </Flex>
                ) : null}
              </Flex>
            ))}
          </Box>
        </Box>
      ) : null}
    </li>
  );
}

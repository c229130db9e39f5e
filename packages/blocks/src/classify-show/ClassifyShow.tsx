import { Tabs } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { ClassifyShowCategory, ClassifyShowOptions } from '@mall/schemas';
import { useState } from 'react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { FixedImage } from '../parts/FixedImage.tsx';
import { FOCUS_RING_INSIDE } from '../parts/focus-ring.ts';
import { ListGrid } from '../parts/ListGrid.tsx';
import { PictureTile } from '../parts/PictureTile.tsx';
import {
  CLASSIFY_GAP,
  CLASSIFY_PANEL_MAX,
  CLASSIFY_PER_ROW,
  CLASSIFY_PICTURE_SIZE,
  CLASSIFY_TAB_ICON_SIZE,
  CLASSIFY_TABS_HEIGHT,
  CLASSIFY_TILE_HEIGHT,
} from './classify-show-layout.ts';
import { classifyShowMessages } from './classify-show-messages.ts';

function CategoryTile({ category }: { category: ClassifyShowCategory }) {
  return (
    <PictureTile
      url={category.url}
      img={category.img}
      name={category.name}
      pictureSize={CLASSIFY_PICTURE_SIZE}
      pictureStyle={{ borderRadius: 'md' }}
      gap="2"
      w="100%"
      h={`${CLASSIFY_TILE_HEIGHT}px`}
      pt="2"
      borderRadius="md"
      _hover={{ color: 'brand.solid', bg: 'bg.subtle' }}
      _focusVisible={FOCUS_RING_INSIDE}
    />
  );
}

/**
 * The good-life mall's category showcase: a row of category tabs (switched by hover, click or the
 * arrow keys) and the active category's panel of up to 12 sub-categories, six per row, with a link to
 * the whole category in the title row. Categories without sub-categories are left out.
 */
export function ClassifyShow({ name, options }: BlockProps<ClassifyShowOptions>) {
  const { t } = useBlockTranslation(classifyShowMessages);
  const [selected, setSelected] = useState('0');
  const tabs = options.navList.filter((tab) => tab.list.length > 0);
  if (tabs.length === 0) return null;

  // The tabs may shrink under a selection (Storybook controls): fall back to the first.
  const value = Number(selected) < tabs.length ? selected : '0';
  const active = tabs[Number(value)];

  return (
    <BlockFrame
      head={options.head}
      label={name?.trim() || t('classifyShow.label')}
      moreUrl={active?.url?.trim() || undefined}
      moreLabel={active ? t('classifyShow.viewAll', { name: active.name }) : undefined}
      bg="bg"
    >
      <Tabs.Root
        value={value}
        onValueChange={(details) => setSelected(details.value)}
        variant="line"
        colorPalette="brand"
        lazyMount
      >
        <Tabs.List h={`${CLASSIFY_TABS_HEIGHT}px`} px="4" overflowX="auto">
          {tabs.map((tab, i) => (
            <Tabs.Trigger
              key={i}
              value={String(i)}
              // Like the category navigation, pointing at a category is enough to open it.
              onMouseEnter={() => setSelected(String(i))}
              fontSize="md"
              gap="2"
              flexShrink={0}
            >
              {tab.img ? (
                <FixedImage
                  src={tab.img}
                  alt=""
                  imgWidth={CLASSIFY_TAB_ICON_SIZE}
                  imgHeight={CLASSIFY_TAB_ICON_SIZE}
                  w={`${CLASSIFY_TAB_ICON_SIZE}px`}
                  h={`${CLASSIFY_TAB_ICON_SIZE}px`}
                  fit="fill"
                />
              ) : null}
              {tab.name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab, i) => (
          <Tabs.Content key={i} value={String(i)} p="0">
            <ListGrid
              columns={CLASSIFY_PER_ROW}
              px="4"
              py={`${CLASSIFY_GAP}px`}
              rowGap={`${CLASSIFY_GAP}px`}
              columnGap="4"
            >
              {tab.list.slice(0, CLASSIFY_PANEL_MAX).map((category, j) => (
                <li key={j}>
                  <CategoryTile category={category} />
                </li>
              ))}
            </ListGrid>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </BlockFrame>
  );
}

import { Text } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { ApplicationsSelectionItem, ApplicationsSelectionOptions } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { CARD_FRAME } from '../parts/card-style.ts';
import { FOCUS_RING } from '../parts/focus-ring.ts';
import { ListGrid } from '../parts/ListGrid.tsx';
import { PictureTile } from '../parts/PictureTile.tsx';
import {
  APPLICATION_LOGO_SIZE,
  APPLICATION_TILE_HEIGHT,
  APPLICATIONS_GAP,
  APPLICATIONS_PER_ROW,
} from './applications-selection-layout.ts';
import { applicationsSelectionMessages } from './applications-selection-messages.ts';

function ApplicationTile({ item }: { item: ApplicationsSelectionItem }) {
  return (
    <PictureTile
      url={item.url}
      img={item.img}
      name={item.name}
      pictureSize={APPLICATION_LOGO_SIZE}
      pictureStyle={{ borderRadius: 'lg', fit: 'contain', mb: '1' }}
      nameStyle={{ fontWeight: 'semibold' }}
      justifyContent="center"
      gap="1"
      w="100%"
      h={`${APPLICATION_TILE_HEIGHT}px`}
      px="3"
      {...CARD_FRAME}
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ boxShadow: 'md', transform: 'translateY(-2px)' }}
      _focusVisible={FOCUS_RING}
    >
      {item.desc ? (
        <Text fontSize="xs" lineHeight="18px" color="fg.muted" lineClamp={1} w="100%">
          {item.desc}
        </Text>
      ) : null}
    </PictureTile>
  );
}

/** Application picks: tiles of a 64x64 logo, a name and a one-line description, six per row. */
export function ApplicationsSelection({ name, options }: BlockProps<ApplicationsSelectionOptions>) {
  const { t } = useBlockTranslation(applicationsSelectionMessages);
  if (options.list.length === 0) return null;

  return (
    <BlockFrame head={options.head} label={name?.trim() || t('applicationsSelection.label')}>
      <ListGrid columns={APPLICATIONS_PER_ROW} py={`${APPLICATIONS_GAP}px`} gap={`${APPLICATIONS_GAP}px`}>
        {options.list.map((item, i) => (
          <li key={i}>
            <ApplicationTile item={item} />
          </li>
        ))}
      </ListGrid>
    </BlockFrame>
  );
}

import { Grid, Image, Text } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { ApplicationsSelectionItem, ApplicationsSelectionOptions } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { BlockLink } from '../parts/BlockLink.tsx';
import {
  APPLICATION_LOGO_SIZE,
  APPLICATION_TILE_HEIGHT,
  APPLICATIONS_GAP,
  APPLICATIONS_PER_ROW,
} from './applications-selection-layout.ts';
import { applicationsSelectionMessages } from './applications-selection-messages.ts';

function ApplicationTile({ item }: { item: ApplicationsSelectionItem }) {
  return (
    <BlockLink
      url={item.url}
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="1"
      w="100%"
      h={`${APPLICATION_TILE_HEIGHT}px`}
      px="3"
      bg="bg"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="md"
      color="fg"
      textAlign="center"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ boxShadow: 'md', transform: 'translateY(-2px)' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
    >
      <Image
        src={item.img}
        alt={item.name}
        htmlWidth={APPLICATION_LOGO_SIZE}
        htmlHeight={APPLICATION_LOGO_SIZE}
        loading="lazy"
        boxSize={`${APPLICATION_LOGO_SIZE}px`}
        borderRadius="lg"
        fit="contain"
        mb="1"
      />
      {/* The logo's alt already names the tile. */}
      <Text fontSize="sm" fontWeight="semibold" lineHeight="20px" lineClamp={1} aria-hidden="true">
        {item.name}
      </Text>
      {item.desc ? (
        <Text fontSize="xs" lineHeight="18px" color="fg.muted" lineClamp={1} w="100%">
          {item.desc}
        </Text>
      ) : null}
    </BlockLink>
  );
}

/** Application picks: tiles of a 64x64 logo, a name and a one-line description, six per row. */
export function ApplicationsSelection({ name, options }: BlockProps<ApplicationsSelectionOptions>) {
  const { t } = useBlockTranslation(applicationsSelectionMessages);
  if (options.list.length === 0) return null;

  return (
    <BlockFrame head={options.head} label={name?.trim() || t('applicationsSelection.label')}>
      <Grid
        as="ul"
        listStyleType="none"
        m="0"
        px="0"
        py={`${APPLICATIONS_GAP}px`}
        templateColumns={`repeat(${APPLICATIONS_PER_ROW}, minmax(0, 1fr))`}
        gap={`${APPLICATIONS_GAP}px`}
      >
        {options.list.map((item, i) => (
          <li key={i}>
            <ApplicationTile item={item} />
          </li>
        ))}
      </Grid>
    </BlockFrame>
  );
}

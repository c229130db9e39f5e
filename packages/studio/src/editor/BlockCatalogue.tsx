import { Box, Button, Dialog, Heading, Portal, SimpleGrid, Text } from '@chakra-ui/react';
import { BLOCK_SETS, BLOCK_TYPES, type BlockSet, type BlockType } from '@mall/schemas';
import { useTranslation } from 'react-i18next';
import { ExamplePicture } from './ExamplePicture.tsx';
import { blockTypeDescription, blockTypeName } from './block-type-name.ts';

/** The block types a page of this set may hold, in the catalogue's order. */
export function typesOfSet(blockSet: BlockSet | undefined): BlockType[] {
  return BLOCK_TYPES.filter((type) => blockSet === undefined || BLOCK_SETS[type].includes(blockSet));
}

/** Props of {@link BlockCatalogue}. */
export interface BlockCatalogueProps {
  open: boolean;
  /** The page kind's block set; none: every type. */
  blockSet: BlockSet | undefined;
  onClose: () => void;
  onChoose: (type: BlockType) => void;
}

/**
 * The block types this page may hold (its kind's block set, as the publish gate checks it), each
 * with what it shows and a picture of its schema's example drawn by the block itself.
 */
export function BlockCatalogue({ open, blockSet, onClose, onChoose }: BlockCatalogueProps) {
  const { t } = useTranslation('studio');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      size="xl"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('catalogue.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <SimpleGrid columns={3} gap="3" as="ul" listStyleType="none">
                {open
                  ? typesOfSet(blockSet).map((type) => (
                      <Box as="li" key={type} borderWidth="1px" borderRadius="md" p="3">
                        <Heading as="h3" size="sm">
                          {blockTypeName(t, type)}
                        </Heading>
                        <Text fontSize="xs" color="fg.muted" mb="2">
                          {type}
                        </Text>
                        <ExamplePicture type={type} />
                        <Text fontSize="sm" my="2" lineClamp={3}>
                          {blockTypeDescription(t, type)}
                        </Text>
                        <Button
                          size="sm"
                          colorPalette="red"
                          onClick={() => onChoose(type)}
                          aria-label={t('catalogue.add', { name: blockTypeName(t, type) })}
                        >
                          {t('catalogue.addShort')}
                        </Button>
                      </Box>
                    ))
                  : null}
              </SimpleGrid>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('action.cancel')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

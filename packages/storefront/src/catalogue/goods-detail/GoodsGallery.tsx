import { Box, Button, HStack, Image, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useGoodsDetailStrings } from './useGoodsDetailStrings.ts';

/** Side of the gallery's main picture, px. */
export const GALLERY_PICTURE_PX = 400;
/** Side of a thumbnail, px. */
export const GALLERY_THUMB_PX = 64;

export interface GoodsGalleryProps {
  name: string;
  pictures: readonly string[];
}

/** The goods' pictures: the chosen one large, all of them as thumbnails to choose from (hover or click). */
export function GoodsGallery({ name, pictures }: GoodsGalleryProps) {
  const { t } = useGoodsDetailStrings();
  const [chosen, setChosen] = useState(0);
  // A spec switch may bring fewer pictures; never point past the end.
  const shown = Math.min(chosen, Math.max(0, pictures.length - 1));
  const picture = pictures[shown];
  return (
    <Stack as="section" aria-label={t('detail.gallery')} gap="3" w={`${GALLERY_PICTURE_PX}px`} flexShrink={0}>
      {picture ? (
        <Image
          src={picture}
          alt={t('detail.picture', { name, n: shown + 1 })}
          htmlWidth={GALLERY_PICTURE_PX}
          htmlHeight={GALLERY_PICTURE_PX}
          w="full"
          aspectRatio="1"
          objectFit="cover"
          borderRadius="md"
          borderWidth="1px"
          borderColor="border.muted"
        />
      ) : (
        <Box w="full" aspectRatio="1" bg="bg.muted" borderRadius="md" />
      )}
      {pictures.length > 1 ? (
        <HStack gap="2" wrap="wrap">
          {pictures.map((src, index) => (
            <Button
              key={`${src}-${index}`}
              variant="plain"
              p="0"
              h="auto"
              minW="0"
              borderWidth="2px"
              borderRadius="sm"
              borderColor={index === shown ? 'brand.solid' : 'transparent'}
              aria-label={t('detail.showPicture', { n: index + 1 })}
              aria-pressed={index === shown}
              onMouseEnter={() => setChosen(index)}
              onClick={() => setChosen(index)}
            >
              <Image
                src={src}
                alt=""
                htmlWidth={GALLERY_THUMB_PX}
                htmlHeight={GALLERY_THUMB_PX}
                w={`${GALLERY_THUMB_PX}px`}
                h={`${GALLERY_THUMB_PX}px`}
                objectFit="cover"
              />
            </Button>
          ))}
        </HStack>
      ) : null}
    </Stack>
  );
}

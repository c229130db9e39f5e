import { Box, Button, CloseButton, Dialog, HStack, Image, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useGoodsDetailStrings } from './useGoodsDetailStrings.ts';

/** Side of the gallery's main picture, px. */
export const GALLERY_PICTURE_PX = 400;
/** Side of a thumbnail, px. */
export const GALLERY_THUMB_PX = 64;
/** Side of the enlarged picture in the zoom dialog, px (smaller screens scale it down). */
export const GALLERY_ZOOM_PX = 800;

export interface GoodsGalleryProps {
  name: string;
  pictures: readonly string[];
}

/**
 * The goods' pictures: the chosen one large, all of them as thumbnails to choose from (hover, click,
 * focus, or the arrow keys, Home and End in the row), and the chosen one enlarged in a dialog on a
 * click of the large picture (Escape or the close button closes it; the arrow keys page through).
 * Every picture keeps its box, so choosing one moves nothing.
 */
export function GoodsGallery({ name, pictures }: GoodsGalleryProps) {
  const { t } = useGoodsDetailStrings();
  const [chosen, setChosen] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  // A spec switch may bring fewer pictures; never point past the end.
  const shown = Math.min(chosen, Math.max(0, pictures.length - 1));
  const picture = pictures[shown];
  const alt = t('detail.picture', { name, n: shown + 1 });

  const step = (from: number, key: string): number | null => {
    const last = pictures.length - 1;
    if (key === 'ArrowRight' || key === 'ArrowDown') return from >= last ? 0 : from + 1;
    if (key === 'ArrowLeft' || key === 'ArrowUp') return from <= 0 ? last : from - 1;
    if (key === 'Home') return 0;
    if (key === 'End') return last;
    return null;
  };
  const onThumbKey = (event: KeyboardEvent) => {
    const next = step(shown, event.key);
    if (next === null) return;
    event.preventDefault();
    setChosen(next);
    thumbs.current[next]?.focus();
  };
  const onZoomKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = step(shown, event.key);
    if (next === null) return;
    event.preventDefault();
    setChosen(next);
  };

  return (
    <Stack as="section" aria-label={t('detail.gallery')} gap="3" w={`${GALLERY_PICTURE_PX}px`} flexShrink={0}>
      {picture ? (
        <Button
          variant="plain"
          p="0"
          h="auto"
          minW="0"
          w="full"
          display="block"
          cursor="zoom-in"
          aria-label={t('detail.zoom', { picture: alt })}
          aria-haspopup="dialog"
          onClick={() => setZoomed(true)}
        >
          <Image
            src={picture}
            alt={alt}
            htmlWidth={GALLERY_PICTURE_PX}
            htmlHeight={GALLERY_PICTURE_PX}
            w="full"
            aspectRatio="1"
            objectFit="cover"
            borderRadius="md"
            borderWidth="1px"
            borderColor="border.muted"
          />
        </Button>
      ) : (
        <Box w="full" aspectRatio="1" bg="bg.muted" borderRadius="md" />
      )}
      {pictures.length > 1 ? (
        <HStack gap="2" wrap="wrap" role="group" aria-label={t('detail.thumbnails')} onKeyDown={onThumbKey}>
          {pictures.map((src, index) => (
            <Button
              key={`${src}-${index}`}
              ref={(element) => {
                thumbs.current[index] = element;
              }}
              variant="plain"
              p="0"
              h="auto"
              minW="0"
              borderWidth="2px"
              borderRadius="sm"
              borderColor={index === shown ? 'brand.solid' : 'transparent'}
              // One stop in the tab order: the arrow keys move within the row.
              tabIndex={index === shown ? 0 : -1}
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
      {picture ? (
        <Dialog.Root
          open={zoomed}
          onOpenChange={(details) => setZoomed(details.open)}
          placement="center"
          size="xl"
        >
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content onKeyDown={onZoomKey} maxW={`min(${GALLERY_ZOOM_PX + 48}px, 95vw)`}>
                <Dialog.Header>
                  <Dialog.Title>{name}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Image
                    src={picture}
                    alt={alt}
                    htmlWidth={GALLERY_ZOOM_PX}
                    htmlHeight={GALLERY_ZOOM_PX}
                    w="full"
                    maxH="75vh"
                    aspectRatio="1"
                    objectFit="contain"
                  />
                  {pictures.length > 1 ? (
                    <Text mt="2" color="fg.muted" textAlign="center" fontSize="sm">
                      {t('detail.zoomPosition', { n: shown + 1, count: pictures.length })}
                    </Text>
                  ) : null}
                </Dialog.Body>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('detail.zoomClose')} />
                </Dialog.CloseTrigger>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      ) : null}
    </Stack>
  );
}

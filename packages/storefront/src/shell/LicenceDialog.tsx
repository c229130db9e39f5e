import { CloseButton, Dialog, Image, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Width of the licence pop-up in pixels (spec 01 section 2.4). */
export const LICENCE_DIALOG_WIDTH = 800;

/** A certificate the footer can show. */
export interface Licence {
  /** Translated name of the certificate (the dialog's title). */
  title: string;
  /** Picture of the certificate. */
  img: string;
}

export interface LicenceDialogProps {
  /** The certificate to show; `null` keeps the dialog closed. */
  licence: Licence | null;
  /** Closing (Esc, the close button, a click outside). */
  onClose: () => void;
}

/** The footer's licence pop-up: the certificate picture in an 800 px wide dialog. */
export function LicenceDialog({ licence, onClose }: LicenceDialogProps) {
  const { t } = useTranslation('storefront');
  const imageWidth = LICENCE_DIALOG_WIDTH - 48;
  return (
    <Dialog.Root
      open={licence !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w={`${LICENCE_DIALOG_WIDTH}px`} maxW={`${LICENCE_DIALOG_WIDTH}px`}>
            <Dialog.Header>
              <Dialog.Title>{licence?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {licence ? (
                <Image
                  src={licence.img}
                  alt={t('footer.licenceImageAlt', { title: licence.title })}
                  htmlWidth={String(imageWidth)}
                  htmlHeight={String(Math.round(imageWidth * 0.7))}
                  w={`${imageWidth}px`}
                  h={`${Math.round(imageWidth * 0.7)}px`}
                  objectFit="contain"
                />
              ) : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('footer.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

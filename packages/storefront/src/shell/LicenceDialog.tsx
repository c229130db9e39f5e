import { Image } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../ui/DialogFrame.tsx';

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
    <DialogFrame
      open={licence !== null}
      title={licence?.title ?? ''}
      onDismiss={onClose}
      widthPx={LICENCE_DIALOG_WIDTH}
      closeLabel={t('footer.close')}
    >
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
    </DialogFrame>
  );
}

import { Box, HStack, Input } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { useAccountAccessStrings } from './useAccountAccessStrings.ts';
import { FormField } from './FormField.tsx';

/** Size of the picture the server draws. */
export const IMAGE_CODE_WIDTH = 120;
export const IMAGE_CODE_HEIGHT = 40;

export interface ImageCodeFieldProps {
  /** The picture (a data: URL); null while it loads. */
  image: string | null;
  /** Draws a new picture (clicking the picture). */
  onRefresh: () => void;
  /** Props of the text input, usually react-hook-form's `register('imageCode', ...)`. */
  inputProps: ComponentProps<typeof Input>;
  error?: string;
  /** The input's label. Defaults to the catalogue's "graphic code". */
  label?: string;
  /** The name of the picture's button. Defaults to the catalogue's "get a new graphic code". */
  refreshLabel?: string;
  /** The picture's alt text. Defaults to the catalogue's "graphic code, click for a new one". */
  imageAlt?: string;
}

/** The picture code: a text input and the picture, which is a button that draws a new one. */
export function ImageCodeField({
  image,
  onRefresh,
  inputProps,
  error,
  label,
  refreshLabel,
  imageAlt,
}: ImageCodeFieldProps) {
  const { t } = useAccountAccessStrings();
  return (
    <FormField label={label ?? t('forgot.imageCode')} error={error}>
      <HStack w="full">
        <Input autoComplete="off" maxLength={10} {...inputProps} />
        <button
          type="button"
          onClick={onRefresh}
          aria-label={refreshLabel ?? t('forgot.refreshImageCode')}
          style={{ padding: 0, border: 0, background: 'none', cursor: 'pointer', flexShrink: 0 }}
        >
          {image ? (
            <img
              src={image}
              alt={imageAlt ?? t('forgot.imageCodeAlt')}
              width={IMAGE_CODE_WIDTH}
              height={IMAGE_CODE_HEIGHT}
            />
          ) : (
            <Box w={`${IMAGE_CODE_WIDTH}px`} h={`${IMAGE_CODE_HEIGHT}px`} bg="bg.muted" />
          )}
        </button>
      </HStack>
    </FormField>
  );
}

import {
  Box,
  Button,
  CloseButton,
  Dialog,
  Field,
  Flex,
  Portal,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { MemberEvaluation, OrderItemSummary } from '@mall/schemas';
import { useState } from 'react';
import useSWR from 'swr';
import { createEvaluation, fetchReviewPictures } from '../../api/evaluations.ts';
import { GoodsPicture } from '../../ui/GoodsPicture.tsx';
import { toaster } from '../../ui/toaster.ts';
import { REVIEW_MAX_STARS, ReviewStars } from './ReviewStars.tsx';
import { useReviewStrings } from './useReviewStrings.ts';

/** The server's limits of a review (api/evaluation.schema.json): characters of text, pictures. */
export const REVIEW_MAX_LENGTH = 500;
export const REVIEW_MAX_PICTURES = 3;

/** Size of a picture to choose. */
const PICTURE_PX = 72;

export interface ReviewDialogProps {
  /** The order item reviewed; null keeps the dialog closed. */
  item: (Pick<OrderItemSummary, 'skuId' | 'name' | 'image'> & { sn: string }) | null;
  /** When the dialog closes; `reviewed` when a review was written. */
  onClose: (reviewed: boolean) => void;
}

/**
 * The review form of an order item: stars, text with its counter, and up to three of the goods' own
 * pictures. Once sent it shows the review as written; a refusal is the server's message, shown by
 * the request layer.
 */
export function ReviewDialog({ item, onClose }: ReviewDialogProps) {
  const { t } = useReviewStrings();
  const [written, setWritten] = useState<MemberEvaluation | null>(null);
  return (
    <Dialog.Root
      open={item !== null}
      onOpenChange={(details) => {
        if (!details.open) {
          onClose(written !== null);
          setWritten(null);
        }
      }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{written ? t('reviews.yours') : t('reviews.form.title')}</Dialog.Title>
            </Dialog.Header>
            {item ? (
              written ? (
                <WrittenReview review={written} />
              ) : (
                <ReviewForm key={item.sn} item={item} onWritten={setWritten} />
              )
            ) : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('reviews.form.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ReviewForm({
  item,
  onWritten,
}: {
  item: NonNullable<ReviewDialogProps['item']>;
  onWritten: (review: MemberEvaluation) => void;
}) {
  const { t } = useReviewStrings();
  const pictures = useSWR(['review-pictures', item.skuId], () => fetchReviewPictures(item.skuId));
  const [stars, setStars] = useState(0);
  const [content, setContent] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const length = [...content].length;
  const starsError = tried && stars === 0 ? t('reviews.form.starsRequired') : null;
  const contentError =
    tried && content.trim() === ''
      ? t('reviews.form.contentRequired')
      : length > REVIEW_MAX_LENGTH
        ? t('reviews.form.contentTooLong', { max: REVIEW_MAX_LENGTH })
        : null;

  const toggle = (picture: string) =>
    setChosen((current) =>
      current.includes(picture)
        ? current.filter((one) => one !== picture)
        : current.length < REVIEW_MAX_PICTURES
          ? [...current, picture]
          : current,
    );

  const submit = async () => {
    setTried(true);
    if (stars === 0 || content.trim() === '' || length > REVIEW_MAX_LENGTH) return;
    setSending(true);
    try {
      const review = await createEvaluation({ orderItemSn: item.sn, stars, content, images: chosen });
      toaster.create({ type: 'success', description: t('reviews.submitted') });
      onWritten(review);
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Dialog.Body>
        <Stack gap="4">
          <Text fontWeight="medium">{item.name}</Text>
          <Field.Root invalid={starsError !== null}>
            <StarPicker label={t('reviews.form.stars')} stars={stars} onChange={setStars} />
            {starsError ? <Field.ErrorText>{starsError}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root invalid={contentError !== null}>
            <Field.Label>{t('reviews.form.content')}</Field.Label>
            <Textarea
              value={content}
              onChange={(event) => setContent(event.target.value)}
              placeholder={t('reviews.form.contentPlaceholder')}
              rows={5}
              maxLength={REVIEW_MAX_LENGTH}
            />
            <Flex w="full" justify="space-between">
              {contentError ? <Field.ErrorText>{contentError}</Field.ErrorText> : <span />}
              <Field.HelperText aria-live="polite">
                {t('reviews.form.counter', { count: length, max: REVIEW_MAX_LENGTH })}
              </Field.HelperText>
            </Flex>
          </Field.Root>
          {pictures.data && pictures.data.length > 0 ? (
            <Box as="fieldset">
              <Text as="legend" fontSize="sm" mb="2">
                {t('reviews.form.pictures', { max: REVIEW_MAX_PICTURES })}
              </Text>
              <Flex gap="2" wrap="wrap">
                {pictures.data.map((picture, index) => {
                  const on = chosen.includes(picture);
                  return (
                    <Button
                      key={picture}
                      variant="outline"
                      p="1"
                      h="auto"
                      aria-pressed={on}
                      borderWidth="2px"
                      borderColor={on ? 'orange.500' : 'border.muted'}
                      disabled={!on && chosen.length >= REVIEW_MAX_PICTURES}
                      onClick={() => toggle(picture)}
                    >
                      <GoodsPicture
                        src={picture}
                        alt={t('reviews.form.picture', { index: index + 1 })}
                        size={PICTURE_PX}
                        rounded="none"
                      />
                    </Button>
                  );
                })}
              </Flex>
            </Box>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{t('reviews.form.cancel')}</Button>
        </Dialog.ActionTrigger>
        <Button colorPalette="brand" loading={sending} onClick={() => void submit()}>
          {t('reviews.form.submit')}
        </Button>
      </Dialog.Footer>
    </>
  );
}

/**
 * The stars of the form: a radio group of five stars, each a button (the theme carries no rating
 * recipe; buttons keep every star reachable by keyboard). Choosing the fourth lights four.
 */
function StarPicker({
  label,
  stars,
  onChange,
}: {
  label: string;
  stars: number;
  onChange: (stars: number) => void;
}) {
  const { t } = useReviewStrings();
  return (
    <Box>
      <Text id="review-stars-label" fontSize="sm" fontWeight="medium" mb="1">
        {label}
      </Text>
      <Flex role="radiogroup" aria-labelledby="review-stars-label" gap="1">
        {Array.from({ length: REVIEW_MAX_STARS }, (_, index) => index + 1).map((value) => (
          <Button
            key={value}
            role="radio"
            aria-checked={stars === value}
            aria-label={t('reviews.stars', { count: value })}
            variant="ghost"
            size="sm"
            px="1"
            fontSize="2xl"
            color={value <= stars ? 'orange.500' : 'fg.subtle'}
            onClick={() => onChange(value)}
          >
            {value <= stars ? '★' : '☆'}
          </Button>
        ))}
      </Flex>
    </Box>
  );
}

/** The review as the server stored it: stars, the text as text, the pictures chosen. */
function WrittenReview({ review }: { review: MemberEvaluation }) {
  const { t } = useReviewStrings();
  return (
    <>
      <Dialog.Body>
        <Stack gap="3">
          <Text fontWeight="medium">{review.goodsName}</Text>
          <ReviewStars stars={review.stars} />
          <Text whiteSpace="pre-wrap" wordBreak="break-word">
            {review.content}
          </Text>
          {review.images.length > 0 ? (
            <Flex gap="2" wrap="wrap">
              {review.images.map((picture, index) => (
                <GoodsPicture
                  key={picture}
                  src={picture}
                  alt={t('reviews.form.picture', { index: index + 1 })}
                  size={PICTURE_PX}
                />
              ))}
            </Flex>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{t('reviews.form.close')}</Button>
        </Dialog.ActionTrigger>
      </Dialog.Footer>
    </>
  );
}

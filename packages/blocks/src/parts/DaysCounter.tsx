import { Box, Flex } from '@chakra-ui/react';
import { daysCounter } from '../hot-zones-show/days-counter.ts';
import { hotZonesShowMessages } from '../hot-zones-show/hot-zones-show-messages.ts';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { linkParam } from './link-href.ts';

/**
 * The 3-digit days counter over a zone whose link contains `countdown` (spec 01 section 5), counting
 * to the link's `date`; nothing once the date has passed. The special page's hot zones show it too.
 */
export function DaysCounter({ url, now }: { url: string; now: Date }) {
  const { t } = useBlockTranslation(hotZonesShowMessages);
  const digits = daysCounter(linkParam(url, 'date'), now);
  if (digits === null) return null;
  return (
    <Flex
      role="img"
      aria-label={t('hotZonesShow.daysLeft', { count: Number(digits) })}
      position="absolute"
      inset="0"
      align="center"
      justify="center"
      gap="1.5"
      pointerEvents="none"
    >
      {digits.split('').map((digit, i) => (
        <Box
          key={i}
          as="span"
          bg="white"
          color="brand.solid"
          borderRadius="md"
          boxShadow="md"
          fontSize={{ base: 'xl', md: '4xl' }}
          fontWeight="bold"
          lineHeight="1.2"
          px={{ base: '1.5', md: '3' }}
          fontVariantNumeric="tabular-nums"
        >
          {digit}
        </Box>
      ))}
    </Flex>
  );
}

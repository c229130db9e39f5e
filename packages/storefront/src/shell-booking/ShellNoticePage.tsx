import { Button, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { ShellBookingFrame } from './ShellBookingFrame.tsx';
import { useShellBookingStrings } from './useShellBookingStrings.ts';

const RULES = [
  'shellBooking.notice.rule1',
  'shellBooking.notice.rule2',
  'shellBooking.notice.rule3',
  'shellBooking.notice.rule4',
] as const;

/** /shelliNotice: what shell cards are and the booking rules, then on to /Shelli. */
export function ShellNoticePage() {
  const { t } = useShellBookingStrings();
  return (
    <ShellBookingFrame title={t('shellBooking.notice.title')}>
      <Text mb="4">{t('shellBooking.notice.intro')}</Text>
      <List.Root as="ol" gap="2" ps="5" mb="6">
        {RULES.map((rule) => (
          <List.Item key={rule}>{t(rule)}</List.Item>
        ))}
      </List.Root>
      <Button asChild colorPalette="red">
        <RouterLink to="/Shelli">{t('shellBooking.notice.start')}</RouterLink>
      </Button>
    </ShellBookingFrame>
  );
}

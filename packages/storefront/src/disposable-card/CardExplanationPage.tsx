import { Box, Button, List, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router';
import { pageIdAtom } from '../state/session.ts';
import { cardLoginPath } from './card-login-path.ts';
import { DisposableCardFrame } from './DisposableCardFrame.tsx';
import { useCardSession } from './useCardSession.ts';
import { useDisposableCardStrings } from './useDisposableCardStrings.ts';

const RULES = [
  'ycxk.explanation.rule1',
  'ycxk.explanation.rule2',
  'ycxk.explanation.rule3',
  'ycxk.explanation.rule4',
  'ycxk.explanation.rule5',
] as const;

/** The rules of the card, which anybody may read. */
function CardRules() {
  const { t } = useDisposableCardStrings();
  const isCard = Boolean(useCardSession().data);
  const pageId = useAtomValue(pageIdAtom);
  return (
    <Stack gap="4" maxW="3xl">
      <Text>{t('ycxk.explanation.intro')}</Text>
      <List.Root as="ol" gap="2" ps="5">
        {RULES.map((rule) => (
          <List.Item key={rule}>{t(rule)}</List.Item>
        ))}
      </List.Root>
      <Box>
        <Button asChild colorPalette="red">
          {isCard ? (
            <RouterLink to="/disposableCard/GoodsList">{t('ycxk.explanation.start')}</RouterLink>
          ) : (
            <RouterLink to={cardLoginPath(pageId)}>{t('ycxk.gate.login')}</RouterLink>
          )}
        </Button>
      </Box>
    </Stack>
  );
}

/** `/disposableCard/Explanation`: how the disposable card works, for holders and visitors alike. */
export function CardExplanationPage() {
  const { t } = useDisposableCardStrings();
  return (
    <DisposableCardFrame title={t('ycxk.explanation.title')} openContent={<CardRules />}>
      {() => <CardRules />}
    </DisposableCardFrame>
  );
}

import { Blockquote, Code, Highlight, Kbd, Mark, Stack, Text, Title } from '@mantine/core';
import { DemoPage, DemoSection } from '../components/demo-frame';
import { useShowcaseT } from '../lib/use-showcase-t';

const HEADINGS = [1, 2, 3, 4, 5, 6] as const;

export function TypographyPage() {
  const { t } = useShowcaseT();
  return (
    <DemoPage title={t('typography.title')} description={t('typography.description')}>
      <DemoSection title={t('typography.headings')}>
        <Stack gap="xs">
          {HEADINGS.map((h) => (
            <Title key={h} order={2} size={`h${h}`}>{t('typography.heading', { n: h })}</Title>
          ))}
        </Stack>
      </DemoSection>
      <DemoSection title={t('typography.text')}>
        <Stack gap="xs">
          {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
            <Text key={size} size={size}>{t('typography.sample')} ({size})</Text>
          ))}
          <Text fw={700}>{t('typography.bold')}</Text>
          <Text fs="italic">{t('typography.italic')}</Text>
          <Text td="underline">{t('typography.underline')}</Text>
          <Text c="dimmed">{t('typography.dimmed')}</Text>
          <Text variant="gradient" gradient={{ from: 'blue', to: 'teal' }} fw={700} fz="xl">{t('typography.gradient')}</Text>
        </Stack>
      </DemoSection>
      <DemoSection title={t('typography.inline')}>
        <Stack gap="xs">
          <Text>{t('typography.sample')} <Mark>{t('typography.marked')}</Mark></Text>
          <Highlight highlight={t('typography.marked')}>{`${t('typography.sample')} ${t('typography.marked')}`}</Highlight>
          <Text>
            <Code>npm install</Code> · <Kbd>Ctrl</Kbd> + <Kbd>K</Kbd>
          </Text>
          {/* wraps on a phone rather than scrolling a region the keyboard cannot reach */}
          <Code block style={{ whiteSpace: 'pre-wrap' }}>{'const hello = (name: string) => `Hello, ${name}`;'}</Code>
        </Stack>
      </DemoSection>
      <DemoSection title={t('typography.quote')}>
        <Blockquote cite={`– ${t('typography.author')}`}>{t('cards.quote')}</Blockquote>
      </DemoSection>
    </DemoPage>
  );
}

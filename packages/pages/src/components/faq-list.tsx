// FAQ search (q through the API) and the groups as accordions; shared by /pages/faq and the landing page.
import { EmptyState, ErrorState } from '@atrium/ui-kit';
import { Accordion, Badge, Group, Skeleton, Stack, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCreditCard, IconHelp, IconPackage, IconRotate2, IconSearch, IconShoppingCart, IconTruck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { faqQuery } from '../api/queries';
import { usePagesT } from '../lib/format';

const GROUP_ICONS: Record<string, typeof IconHelp> = {
  Payment: IconCreditCard,
  Delivery: IconTruck,
  Cancellation: IconRotate2,
  'My Orders': IconShoppingCart,
  'Product & Services': IconPackage,
};

export interface FaqListProps {
  q?: string;
  onQChange?: (q: string) => void;
  headingOrder?: 2 | 3;
}

export function FaqList({ q: controlledQ, onQChange, headingOrder = 2 }: FaqListProps) {
  const { t } = usePagesT();
  const [localQ, setLocalQ] = useState(controlledQ ?? '');
  const [debounced] = useDebouncedValue(localQ, 250);
  const query = useQuery(faqQuery(debounced.trim()));
  return (
    <Stack>
      <TextInput
        leftSection={<IconSearch size={16} aria-hidden />}
        label={t('faq.search')}
        placeholder={t('faq.searchPlaceholder')}
        value={localQ}
        onChange={(e) => {
          setLocalQ(e.currentTarget.value);
          onQChange?.(e.currentTarget.value);
        }}
        type="search"
      />
      {query.isPending ? (
        <Stack>
          <Skeleton h={48} />
          <Skeleton h={48} />
          <Skeleton h={48} />
        </Stack>
      ) : query.isError ? (
        <ErrorState title={t('common.loadError')} retryLabel={t('common.retry')} onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState title={t('faq.noResults')} description={t('faq.noResultsHint')} />
      ) : (
        query.data.map((group) => {
          const Icon = GROUP_ICONS[group.faqTitle] ?? IconHelp;
          return (
            <section key={group.faqTitle} aria-label={t(`faq.groups.${group.faqTitle}`, { defaultValue: group.faqTitle })}>
              <Group mb="xs">
                <ThemeIcon variant="light" size="lg" aria-hidden>
                  <Icon size={18} />
                </ThemeIcon>
                <Title order={headingOrder} size="h4">
                  {t(`faq.groups.${group.faqTitle}`, { defaultValue: group.faqTitle })}
                </Title>
                <Badge variant="light">{group.faqs.length}</Badge>
              </Group>
              <Accordion variant="separated">
                {group.faqs.map((f) => (
                  <Accordion.Item key={f.question} value={f.question}>
                    {/* the questions come from the API in their own language: isolated, an English "?" stays at
                        the end in an Arabic or Hebrew page ("?When is payment taken…" before) */}
                    <Accordion.Control>
                      <bdi>{f.question}</bdi>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <div dir="auto">{f.answer}</div>
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </section>
          );
        })
      )}
    </Stack>
  );
}

// /front-pages/landing-page: hero, features, pricing, FAQ and a contact form posting to the API.
import { contactMessageBodySchema } from '@atrium/api';
import { Alert, Badge, Button, Card, Grid, Group, SimpleGrid, Stack, Text, Textarea, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceLaptop, IconLanguage, IconLayoutDashboard, IconLock, IconMoon, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { useContactMutation } from '../../api/queries';
import { FaqList } from '../../components/faq-list';
import { FrontFrame } from '../../components/front-frame';
import { PricingPlans } from '../../components/pricing/pricing-plans';
import { serverErrors, zodValidate } from '../../lib/form';
import { usePagesT } from '../../lib/format';

const FEATURES = [
  { key: 'dashboards', icon: IconLayoutDashboard },
  { key: 'responsive', icon: IconDeviceLaptop },
  { key: 'rtl', icon: IconLanguage },
  { key: 'dark', icon: IconMoon },
  { key: 'secure', icon: IconLock },
  { key: 'fast', icon: IconRocket },
] as const;

function ContactForm() {
  const { t } = usePagesT();
  const mutation = useContactMutation();
  const [sent, setSent] = useState(false);
  const form = useForm({ mode: 'controlled', initialValues: { name: '', email: '', message: '' }, validate: zodValidate(contactMessageBodySchema, t) });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        try {
          await mutation.mutateAsync(values);
          setSent(true);
          form.reset();
        } catch (error) {
          const errors = serverErrors(error, t);
          if (errors) form.setErrors(errors);
        }
      })}
    >
      <Stack>
        <TextInput label={t('landing.contact.name')} autoComplete="name" key={form.key('name')} {...form.getInputProps('name')} />
        <TextInput label={t('landing.contact.email')} type="email" autoComplete="email" key={form.key('email')} {...form.getInputProps('email')} />
        <Textarea label={t('landing.contact.message')} autosize minRows={4} key={form.key('message')} {...form.getInputProps('message')} />
        {sent ? <Alert color="teal" role="status">{t('landing.contact.sent')}</Alert> : null}
        {mutation.isError && !sent ? <Alert color="red" role="alert">{t('common.tryAgain')}</Alert> : null}
        <Group><Button type="submit" loading={mutation.isPending}>{t('landing.contact.send')}</Button></Group>
      </Stack>
    </form>
  );
}

export function LandingPage() {
  const { t } = usePagesT();
  return (
    <FrontFrame>
      <Stack gap={64}>
        <Stack align="center" ta="center" gap="md" py="xl">
          <Badge variant="light" size="lg">{t('landing.badge')}</Badge>
          <Title order={1} fz={{ base: 32, sm: 48 }} maw={760}>{t('landing.heroTitle')}</Title>
          <Text size="lg" c="dimmed" maw={640}>{t('landing.heroText')}</Text>
          <Group>
            <Button size="lg" component="a" href="#pricing">{t('landing.getStarted')}</Button>
            <Button size="lg" variant="default" component="a" href="#contact">{t('landing.contactUs')}</Button>
          </Group>
        </Stack>
        <Stack component="section" aria-labelledby="features-title">
          <Title id="features-title" order={2} ta="center">{t('landing.featuresTitle')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {FEATURES.map(({ key, icon: Icon }) => (
              <Card key={key} withBorder radius="md" padding="lg">
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden><Icon size={24} /></ThemeIcon>
                <Title order={3} size="h5" mt="md">{t(`landing.features.${key}.title`)}</Title>
                <Text size="sm" c="dimmed" mt={4}>{t(`landing.features.${key}.text`)}</Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
        <Stack component="section" id="pricing" aria-labelledby="pricing-title">
          <Title id="pricing-title" order={2} ta="center">{t('pricing.title')}</Title>
          <PricingPlans headingOrder={3} />
        </Stack>
        <Stack component="section" aria-labelledby="faq-title">
          <Title id="faq-title" order={2} ta="center">{t('faq.title')}</Title>
          <FaqList headingOrder={3} />
        </Stack>
        <Grid component="section" id="contact" aria-labelledby="contact-title" gap="xl">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Title id="contact-title" order={2}>{t('landing.contact.title')}</Title>
            <Text c="dimmed" mt="sm">{t('landing.contact.text')}</Text>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="md" padding="lg"><ContactForm /></Card>
          </Grid.Col>
        </Grid>
      </Stack>
    </FrontFrame>
  );
}

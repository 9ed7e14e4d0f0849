// The data-driven wizards: /forms/form-wizard-{icons,numbered} (an account sign-up) and
// /wizard-examples/{create-deal,property-listing}. Messages are `validation.*` keys.
import { PageHeader } from '@atrium/ui-kit';
import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuildingEstate, IconChecklist, IconCurrencyDollar, IconHome, IconId, IconLink, IconMapPin, IconUser, IconUsers } from '@tabler/icons-react';
import { z } from 'zod';
import { FieldWizard, type FieldStepDef, type FieldValue } from '../components/wizard/field-wizard';
import { usePagesT } from '../lib/format';

const text = (max = 80) => z.string().trim().min(1, 'required').max(max, 'tooLong');
const email = z.string().trim().min(1, 'required').pipe(z.email('email'));
const url = z.string().trim().refine((v) => v === '' || /^https?:\/\/\S+\.\S+/.test(v), 'url');
const positive = z.number('required').positive('positive');

interface WizardDef {
  steps: readonly FieldStepDef[];
  initialValues: Record<string, FieldValue>;
}

const ACCOUNT: WizardDef = {
  steps: [
    {
      id: 'account',
      icon: <IconId size={18} aria-hidden />,
      fields: [
        { name: 'username', kind: 'text' },
        { name: 'email', kind: 'email' },
        { name: 'password', kind: 'password' },
        { name: 'confirmPassword', kind: 'password' },
      ],
      schema: z
        .object({ username: text(30), email, password: z.string().min(8, 'passwordLength'), confirmPassword: z.string() })
        .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'passwordMismatch' }),
    },
    {
      id: 'personal',
      icon: <IconUser size={18} aria-hidden />,
      fields: [
        { name: 'firstName', kind: 'text' },
        { name: 'lastName', kind: 'text' },
        { name: 'country', kind: 'select', options: ['us', 'uk', 'il', 'sa', 'eg', 'de'] },
        { name: 'language', kind: 'select', options: ['en', 'ar', 'he'] },
      ],
      schema: z.object({ firstName: text(), lastName: text(), country: z.string('required').min(1, 'required'), language: z.string('required').min(1, 'required') }),
    },
    {
      id: 'social',
      icon: <IconLink size={18} aria-hidden />,
      fields: [
        { name: 'twitter', kind: 'text' },
        { name: 'linkedin', kind: 'text' },
        { name: 'github', kind: 'text' },
        { name: 'website', kind: 'text' },
      ],
      schema: z.object({ twitter: url, linkedin: url, github: url, website: url }),
    },
  ],
  initialValues: { username: '', email: '', password: '', confirmPassword: '', firstName: '', lastName: '', country: '', language: '', twitter: '', linkedin: '', github: '', website: '' },
};

const CREATE_DEAL: WizardDef = {
  steps: [
    {
      id: 'type',
      icon: <IconChecklist size={18} aria-hidden />,
      fields: [
        { name: 'dealType', kind: 'segmented', options: ['percentage', 'flat', 'shipping'], span: 12 },
        { name: 'discount', kind: 'number' },
        { name: 'region', kind: 'select', options: ['asia', 'europe', 'africa', 'americas'] },
      ],
      schema: z.object({ dealType: z.string().min(1, 'required'), discount: positive, region: z.string('required').min(1, 'required') }),
    },
    {
      id: 'details',
      icon: <IconCurrencyDollar size={18} aria-hidden />,
      fields: [
        { name: 'title', kind: 'text' },
        { name: 'code', kind: 'text' },
        { name: 'description', kind: 'textarea', span: 12 },
      ],
      schema: z.object({ title: text(), code: z.string().trim().regex(/^[A-Z0-9]{4,12}$/, 'coupon'), description: z.string().trim().max(500, 'tooLong') }),
    },
    {
      id: 'usage',
      icon: <IconUsers size={18} aria-hidden />,
      fields: [
        { name: 'userType', kind: 'select', options: ['all', 'new', 'returning'] },
        { name: 'maxUsers', kind: 'number' },
        { name: 'notify', kind: 'checkbox', span: 12 },
      ],
      schema: z.object({ userType: z.string('required').min(1, 'required'), maxUsers: positive.int('integer') }),
    },
  ],
  initialValues: { dealType: 'percentage', discount: '', region: '', title: '', code: '', description: '', userType: '', maxUsers: '', notify: true },
};

const PROPERTY: WizardDef = {
  steps: [
    {
      id: 'owner',
      icon: <IconUser size={18} aria-hidden />,
      fields: [
        { name: 'ownerType', kind: 'segmented', options: ['owner', 'broker', 'builder'], span: 12 },
        { name: 'fullName', kind: 'text' },
        { name: 'email', kind: 'email' },
      ],
      schema: z.object({ ownerType: z.string().min(1, 'required'), fullName: text(), email }),
    },
    {
      id: 'property',
      icon: <IconHome size={18} aria-hidden />,
      fields: [
        { name: 'propertyType', kind: 'select', options: ['apartment', 'house', 'villa', 'office'] },
        { name: 'bedrooms', kind: 'number' },
        { name: 'area', kind: 'number' },
        { name: 'price', kind: 'number' },
      ],
      schema: z.object({ propertyType: z.string('required').min(1, 'required'), bedrooms: z.number('required').int('integer').min(0, 'positive'), area: positive, price: positive }),
    },
    {
      id: 'location',
      icon: <IconMapPin size={18} aria-hidden />,
      fields: [
        { name: 'address', kind: 'text', span: 12 },
        { name: 'city', kind: 'text' },
        { name: 'zipCode', kind: 'text' },
        { name: 'furnished', kind: 'checkbox', span: 12 },
      ],
      schema: z.object({ address: text(200), city: text(), zipCode: z.string().trim().regex(/^[A-Za-z0-9 -]{3,10}$/, 'zip') }),
    },
  ],
  initialValues: { ownerType: 'owner', fullName: '', email: '', propertyType: '', bedrooms: '', area: '', price: '', address: '', city: '', zipCode: '', furnished: false },
};

const WIZARDS = { account: ACCOUNT, 'create-deal': CREATE_DEAL, 'property-listing': PROPERTY } as const;
export type FieldWizardExample = keyof typeof WIZARDS;

export interface WizardExamplePageProps {
  example: FieldWizardExample;
  variant?: 'icons' | 'numbered';
  /** key under `wizards.titles` */
  title: string;
}

/** One page per wizard route: the header and the wizard; submitting confirms with a toast. */
export function WizardExamplePage({ example, variant = 'numbered', title }: WizardExamplePageProps) {
  const { t } = usePagesT();
  const def = WIZARDS[example];
  return (
    <Stack>
      <PageHeader title={t(`wizards.titles.${title}`)} description={t('wizards.description')} />
      <FieldWizard
        id={example}
        steps={def.steps}
        initialValues={def.initialValues}
        variant={variant}
        reviewIcon={<IconBuildingEstate size={18} aria-hidden />}
        onSubmit={() => {
          notifications.show({ color: 'teal', title: t(`wizards.titles.${title}`), message: t(`wizards.${example}.done`) });
        }}
      />
    </Stack>
  );
}

// What the showcase hands the shell: its menu groups, Spotlight entries, lazy translations.
import { defineFeature, type FeatureModule } from '@atrium/core';
import { SHOWCASE_NAMESPACE, SHOWCASE_SUBJECT } from './namespace';

const COMPONENTS = ['alert', 'avatar', 'badge', 'button', 'chip', 'dialog', 'expansion-panel', 'list', 'menu', 'pagination', 'progress-circular', 'progress-linear', 'snackbar', 'tabs', 'timeline', 'tooltip'];
const FORMS = ['autocomplete', 'checkbox', 'combobox', 'custom-input', 'date-time-picker', 'editors', 'file-input', 'radio', 'range-slider', 'rating', 'select', 'slider', 'switch', 'textarea', 'textfield'];
const CARDS = ['card-basic', 'card-advance', 'card-statistics', 'card-widgets', 'card-actions'];
const perm = { action: 'read', subject: SHOWCASE_SUBJECT } as const;
const link = (title: string, to: string) => ({ kind: 'link' as const, title, to, ...perm });

export const showcaseModule = defineFeature({
  id: SHOWCASE_NAMESPACE,
  navOrder: 95,
  nav: [
    { kind: 'heading', title: 'nav.userInterface', icon: 'tabler-palette' },
    link('nav.typography', '/pages/typography'),
    link('nav.icons', '/pages/icons'),
    { kind: 'group', title: 'nav.cards', icon: 'tabler-id', ...perm, children: CARDS.map((c) => link(`cards.titles.${c}`, `/pages/cards/${c}`)) },
    { kind: 'group', title: 'nav.components', icon: 'tabler-toggle-left', ...perm, children: COMPONENTS.map((c) => link(`components.${c}`, `/components/${c}`)) },
    { kind: 'group', title: 'nav.extensions', icon: 'tabler-puzzle', ...perm, children: [link('swiper.title', '/extensions/swiper'), link('tour.title', '/extensions/tour')] },
    { kind: 'heading', title: 'nav.formsAndTables', icon: 'tabler-forms' },
    { kind: 'group', title: 'nav.formElements', icon: 'tabler-forms', ...perm, children: FORMS.map((f) => link(`forms.${f}`, `/forms/${f}`)) },
    link('forms.form-layouts', '/forms/form-layouts'),
    link('forms.form-validation', '/forms/form-validation'),
    link('tables.simple', '/tables/simple-table'),
    link('tables.data', '/tables/data-table'),
    { kind: 'heading', title: 'nav.chartsAndMisc', icon: 'tabler-chart-donut-2' },
    { kind: 'group', title: 'nav.charts', icon: 'tabler-chart-donut-2', ...perm, children: [link('charts.titles.apex', '/charts/apex-chart'), link('charts.titles.chartjs', '/charts/chartjs')] },
  ],
  search: [
    ...COMPONENTS.map((c) => ({ category: 'userInterface' as const, title: `${SHOWCASE_NAMESPACE}:components.${c}`, icon: 'tabler-toggle-left', to: `/components/${c}` })),
    ...CARDS.map((c) => ({ category: 'userInterface' as const, title: `${SHOWCASE_NAMESPACE}:cards.titles.${c}`, icon: 'tabler-id', to: `/pages/cards/${c}` })),
    { category: 'userInterface', title: `${SHOWCASE_NAMESPACE}:icons.title`, icon: 'tabler-icons', to: '/pages/icons' },
    { category: 'userInterface', title: `${SHOWCASE_NAMESPACE}:typography.title`, icon: 'tabler-typography', to: '/pages/typography' },
    ...[...FORMS, 'form-layouts', 'form-validation'].map((f) => ({ category: 'formsAndTables' as const, title: `${SHOWCASE_NAMESPACE}:forms.${f}`, icon: 'tabler-forms', to: `/forms/${f}` })),
    { category: 'formsAndTables', title: `${SHOWCASE_NAMESPACE}:tables.simple`, icon: 'tabler-table', to: '/tables/simple-table' },
    { category: 'formsAndTables', title: `${SHOWCASE_NAMESPACE}:tables.data`, icon: 'tabler-table', to: '/tables/data-table' },
    { category: 'chartsAndMisc', title: `${SHOWCASE_NAMESPACE}:charts.titles.apex`, icon: 'tabler-chart-line', to: '/charts/apex-chart' },
    { category: 'chartsAndMisc', title: `${SHOWCASE_NAMESPACE}:charts.titles.chartjs`, icon: 'tabler-chart-bar', to: '/charts/chartjs' },
    { category: 'chartsAndMisc', title: `${SHOWCASE_NAMESPACE}:swiper.title`, icon: 'tabler-photo', to: '/extensions/swiper' },
    { category: 'chartsAndMisc', title: `${SHOWCASE_NAMESPACE}:tour.title`, icon: 'tabler-route', to: '/extensions/tour' },
  ],
  locales: {
    en: () => import('./locales/en.json').then((m) => m.default),
    ar: () => import('./locales/ar.json').then((m) => m.default),
    he: () => import('./locales/he.json').then((m) => m.default),
  },
  subjects: [SHOWCASE_SUBJECT],
} satisfies FeatureModule);

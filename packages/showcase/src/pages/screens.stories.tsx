// Every showcase screen (SPEC §2: components, forms, cards, tables, charts, extensions, icons,
// typography), each at its route. The demos are static; the data table asks the mock API, so it
// also has its loading, empty, failing and slow states.
import { API_PATHS } from '@atrium/api';
import { emptyFor, errorFor, handlers, loadingFor, mockApi, slowFor } from '@atrium/mock-api';
import { withNamespaceBundles } from '@atrium/test-utils/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import he from '../locales/he.json';
import { SHOWCASE_NAMESPACE } from '../namespace';
import { ApexChartsPage, ChartJsPage } from './charts-page';
import { CardsPage } from './cards-page';
import { ComponentDemoPage } from './component-demo-page';
import { FormDemoPage } from './form-demo-page';
import { IconsPage } from './icons-page';
import { SwiperPage } from './swiper-page';
import { DataTablePage, SimpleTablePage } from './tables-page';
import { TourPage } from './tour-page';
import { TypographyPage } from './typography-page';

const meta = {
  title: 'showcase/Screens',
  decorators: [withNamespaceBundles(SHOWCASE_NAMESPACE, { en, ar, he })],
  parameters: { layout: 'padded', msw: { handlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const ComponentAlert: Story = { render: () => <ComponentDemoPage demo="alert" />, parameters: { route: '/components/alert' } };
export const ComponentAvatar: Story = { render: () => <ComponentDemoPage demo="avatar" />, parameters: { route: '/components/avatar' } };
export const ComponentBadge: Story = { render: () => <ComponentDemoPage demo="badge" />, parameters: { route: '/components/badge' } };
export const ComponentButton: Story = { render: () => <ComponentDemoPage demo="button" />, parameters: { route: '/components/button' } };
export const ComponentChip: Story = { render: () => <ComponentDemoPage demo="chip" />, parameters: { route: '/components/chip' } };
export const ComponentDialog: Story = { render: () => <ComponentDemoPage demo="dialog" />, parameters: { route: '/components/dialog' } };
export const ComponentExpansionPanel: Story = { render: () => <ComponentDemoPage demo="expansion-panel" />, parameters: { route: '/components/expansion-panel' } };
export const ComponentList: Story = { render: () => <ComponentDemoPage demo="list" />, parameters: { route: '/components/list' } };
export const ComponentMenu: Story = { render: () => <ComponentDemoPage demo="menu" />, parameters: { route: '/components/menu' } };
export const ComponentPagination: Story = { render: () => <ComponentDemoPage demo="pagination" />, parameters: { route: '/components/pagination' } };
export const ComponentProgressCircular: Story = { render: () => <ComponentDemoPage demo="progress-circular" />, parameters: { route: '/components/progress-circular' } };
export const ComponentProgressLinear: Story = { render: () => <ComponentDemoPage demo="progress-linear" />, parameters: { route: '/components/progress-linear' } };
export const ComponentSnackbar: Story = { render: () => <ComponentDemoPage demo="snackbar" />, parameters: { route: '/components/snackbar' } };
export const ComponentTabs: Story = { render: () => <ComponentDemoPage demo="tabs" />, parameters: { route: '/components/tabs' } };
export const ComponentTimeline: Story = { render: () => <ComponentDemoPage demo="timeline" />, parameters: { route: '/components/timeline' } };
export const ComponentTooltip: Story = { render: () => <ComponentDemoPage demo="tooltip" />, parameters: { route: '/components/tooltip' } };
export const FormAutocomplete: Story = { render: () => <FormDemoPage demo="autocomplete" />, parameters: { route: '/forms/autocomplete' } };
export const FormCheckbox: Story = { render: () => <FormDemoPage demo="checkbox" />, parameters: { route: '/forms/checkbox' } };
export const FormCombobox: Story = { render: () => <FormDemoPage demo="combobox" />, parameters: { route: '/forms/combobox' } };
export const FormCustomInput: Story = { render: () => <FormDemoPage demo="custom-input" />, parameters: { route: '/forms/custom-input' } };
export const FormDateTimePicker: Story = { render: () => <FormDemoPage demo="date-time-picker" />, parameters: { route: '/forms/date-time-picker' } };
export const FormEditors: Story = { render: () => <FormDemoPage demo="editors" />, parameters: { route: '/forms/editors' } };
export const FormFileInput: Story = { render: () => <FormDemoPage demo="file-input" />, parameters: { route: '/forms/file-input' } };
export const FormFormLayouts: Story = { render: () => <FormDemoPage demo="form-layouts" />, parameters: { route: '/forms/form-layouts' } };
/** Submitting the empty form shows its errors in the story's language. */
export const FormFormValidation: Story = {
  render: () => <FormDemoPage demo="form-validation" />,
  parameters: { route: '/forms/form-validation' },
  play: async ({ canvas }) => {
    const t = document.documentElement.lang === 'ar' ? ar : en;
    await userEvent.click(await canvas.findByRole('button', { name: t.actions.submit }, { timeout: 15_000 }));
    await expect(await canvas.findByText(t.validation.minLength3)).toBeInTheDocument();
  },
};
export const FormRadio: Story = { render: () => <FormDemoPage demo="radio" />, parameters: { route: '/forms/radio' } };
export const FormRangeSlider: Story = { render: () => <FormDemoPage demo="range-slider" />, parameters: { route: '/forms/range-slider' } };
export const FormRating: Story = { render: () => <FormDemoPage demo="rating" />, parameters: { route: '/forms/rating' } };
export const FormSelect: Story = { render: () => <FormDemoPage demo="select" />, parameters: { route: '/forms/select' } };
export const FormSlider: Story = { render: () => <FormDemoPage demo="slider" />, parameters: { route: '/forms/slider' } };
export const FormSwitch: Story = { render: () => <FormDemoPage demo="switch" />, parameters: { route: '/forms/switch' } };
export const FormTextarea: Story = { render: () => <FormDemoPage demo="textarea" />, parameters: { route: '/forms/textarea' } };
export const FormTextfield: Story = { render: () => <FormDemoPage demo="textfield" />, parameters: { route: '/forms/textfield' } };
export const CardsBasic: Story = { render: () => <CardsPage kind="card-basic" />, parameters: { route: '/pages/cards/card-basic' } };
export const CardsAdvance: Story = { render: () => <CardsPage kind="card-advance" />, parameters: { route: '/pages/cards/card-advance' } };
export const CardsStatistics: Story = { render: () => <CardsPage kind="card-statistics" />, parameters: { route: '/pages/cards/card-statistics' } };
export const CardsWidgets: Story = { render: () => <CardsPage kind="card-widgets" />, parameters: { route: '/pages/cards/card-widgets' } };
export const CardsActions: Story = { render: () => <CardsPage kind="card-actions" />, parameters: { route: '/pages/cards/card-actions' } };
export const SimpleTable: Story = { render: () => <SimpleTablePage />, parameters: { route: '/tables/simple-table' } };
export const DataTable: Story = { render: () => <DataTablePage />, parameters: { route: '/tables/data-table' } };
export const DataTableLoading: Story = { render: () => <DataTablePage />, parameters: mockApi(loadingFor(API_PATHS.datatable)) };
export const DataTableEmpty: Story = { render: () => <DataTablePage />, parameters: mockApi(emptyFor(API_PATHS.datatable)) };
// the demo table says the load failed (no retry button of its own)
export const DataTableFailed: Story = { render: () => <DataTablePage />, parameters: mockApi(errorFor(API_PATHS.datatable)) };
export const DataTableSlow: Story = { render: () => <DataTablePage />, parameters: mockApi(slowFor(API_PATHS.datatable)) };
export const ApexCharts: Story = { render: () => <ApexChartsPage />, parameters: { route: '/charts/apex-chart' } };
export const ChartJs: Story = { render: () => <ChartJsPage />, parameters: { route: '/charts/chartjs' } };
export const Swiper: Story = { render: () => <SwiperPage />, parameters: { route: '/extensions/swiper' } };
export const Tour: Story = { render: () => <TourPage />, parameters: { route: '/extensions/tour' } };
export const Icons: Story = { render: () => <IconsPage />, parameters: { route: '/pages/icons' } };
export const Typography: Story = { render: () => <TypographyPage />, parameters: { route: '/pages/typography' } };

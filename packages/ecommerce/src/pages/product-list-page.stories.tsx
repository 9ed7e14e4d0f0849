import { API_PATHS } from '@atrium/api';
import { asClientRole, emptyFor, errorFor, handlers, loadingFor, mockApi, retriesAfterError, slowFor } from '@atrium/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { productListSearchSchema, type ProductListSearch } from '../lib/search';
import { WithSearch } from '../test/story-helpers';
import { ProductListPage } from './product-list-page';

function ProductListStory({ initial }: { initial: ProductListSearch }) {
  return <WithSearch page={ProductListPage} initial={initial} />;
}

const meta = {
  title: 'ecommerce/ProductListPage',
  component: ProductListStory,
  parameters: { msw: { handlers } },
  args: { initial: productListSearchSchema.parse({}) },
} satisfies Meta<typeof ProductListStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { parameters: { route: '/apps/ecommerce/product/list' } };
export const Loading: Story = { parameters: mockApi(loadingFor(API_PATHS.products)) };
export const Empty: Story = { parameters: mockApi(emptyFor(API_PATHS.products)) };
export const Failed: Story = { parameters: mockApi(errorFor(API_PATHS.products)), play: retriesAfterError(API_PATHS.products) };
export const Slow: Story = { parameters: mockApi(slowFor(API_PATHS.products)) };
export const AsClient: Story = { beforeEach: asClientRole };
export const FilteredPublishedShoes: Story = { args: { initial: productListSearchSchema.parse({ status: 'Published', category: 'Shoes' }) } };
export const SortedByPriceDesc: Story = { args: { initial: productListSearchSchema.parse({ sortBy: 'price', orderBy: 'desc', itemsPerPage: 20 }) } };
/** A search no product matches: the filtered empty state, in the story's language. */
export const NothingMatches: Story = {
  args: { initial: productListSearchSchema.parse({ q: 'no such product' }) },
  play: async ({ canvas }) => {
    const t = document.documentElement.lang === 'ar' ? ar : en;
    await expect(await canvas.findByText(t.products.emptyFiltered, undefined, { timeout: 15_000 })).toBeInTheDocument();
  },
};

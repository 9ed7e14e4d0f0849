import { errorFor, insightsHandlers, loadingFor, mockApi, retriesAfterError, slowFor } from '@atrium/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { chainOverviewSearchSchema, visitorsLandingSearchSchema, branchSearchSchema, branchVisitorsSearchSchema } from '../lib/search';
import { withInsightsLocales } from '../test/story-decorators';
import { BranchPage } from './branch-page';
import { BranchVisitorsPage } from './branch-visitors-page';
import { ChainOverviewPage } from './chain-overview-page';
import { VisitorsLandingPage } from './visitors-landing-page';

/** Each page with its URL state held in the story, against the mock API. */
function Pages({ page }: { page: 'chain' | 'landing' | 'branch' | 'branchVisitors' }) {
  const [chain, setChain] = useState(chainOverviewSearchSchema.parse({}));
  const [landing, setLanding] = useState(visitorsLandingSearchSchema.parse({}));
  const [branch, setBranch] = useState(branchSearchSchema.parse({}));
  const [visitors, setVisitors] = useState(branchVisitorsSearchSchema.parse({}));
  if (page === 'chain') return <ChainOverviewPage search={chain} onSearchChange={(next) => setChain((s) => ({ ...s, ...next }))} />;
  if (page === 'landing') return <VisitorsLandingPage search={landing} onSearchChange={(next) => setLanding((s) => ({ ...s, ...next }))} />;
  if (page === 'branch') return <BranchPage branchId="lon-01" search={branch} onSearchChange={(next) => setBranch((s) => ({ ...s, ...next }))} />;
  return <BranchVisitorsPage branchId="lon-01" search={visitors} onSearchChange={(next) => setVisitors((s) => ({ ...s, ...next }))} />;
}

const meta = {
  title: 'insights/Pages',
  component: Pages,
  decorators: [withInsightsLocales],
  parameters: { layout: 'padded', msw: { handlers: insightsHandlers } },
  args: { page: 'landing' },
} satisfies Meta<typeof Pages>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VisitorsLanding: Story = { parameters: { route: '/dashboards/all-branches-visitors' } };
export const ChainOverview: Story = { args: { page: 'chain' }, parameters: { route: '/dashboards/all-branches' } };
export const Branch: Story = { args: { page: 'branch' }, parameters: { route: '/insights/branch/$id' } };
export const BranchVisitors: Story = { args: { page: 'branchVisitors' }, parameters: { route: '/insights/branch/visitors/$id' } };
const SUMMARY = '/api/insights/summary';
export const ChainOverviewLoading: Story = { args: { page: 'chain' }, parameters: mockApi(loadingFor(SUMMARY)) };
export const ChainOverviewFailed: Story = { args: { page: 'chain' }, parameters: mockApi(errorFor(SUMMARY)) };
export const ChainOverviewSlow: Story = { args: { page: 'chain' }, parameters: mockApi(slowFor(SUMMARY)) };
export const BranchFailed: Story = { args: { page: 'branch' }, parameters: mockApi(errorFor('/api/insights/branches/:id')), play: retriesAfterError('/api/insights/branches/:id') };

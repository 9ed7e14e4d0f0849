import { errorFor, insightsHandlers, loadingFor, mockApi, retriesAfterError } from '@atrium/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { anomaliesQuery } from '../api/queries';
import { insightsResources } from '../test/render';
import { withInsightsLocales } from '../test/story-decorators';
import { AnomalyWhyDialog } from './anomaly-why-dialog';

const DETAIL = '/api/insights/anomalies/:id';
/** Any well-formed id: the loading, failing and missing stories answer it by their override. */
const SOME_ID = 'lon-01-queueWait-lon-01-q1-hour-2025-06-06T12:00';

/**
 * The dialog over the mock: `planted` opens London's planted checkout-capacity anomaly (its day
 * moves with the mock's today, so the story finds it through the list), else `id`.
 */
function WhyDialog({ planted, id }: { planted: boolean; id: string }) {
  const [open, setOpen] = useState(true);
  const list = useQuery({ ...anomaliesQuery({ branchIds: ['lon-01'], metric: ['queueWait'], cause: ['queueCapacity'] }), enabled: planted });
  const target = planted ? (list.data?.anomalies.find((a) => a.queueId === 'lon-01-q1')?.id ?? list.data?.anomalies[0]?.id ?? null) : id;
  return <AnomalyWhyDialog anomalyId={open ? target : null} onClose={() => setOpen(false)} withinPortal={false} />;
}

const meta = {
  title: 'insights/AnomalyWhyDialog',
  component: WhyDialog,
  decorators: [withInsightsLocales],
  parameters: { layout: 'padded', msw: { handlers: insightsHandlers } },
  args: { planted: false, id: SOME_ID },
} satisfies Meta<typeof WhyDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CheckoutCapacity: Story = { args: { planted: true } };
export const Loading: Story = { parameters: mockApi(loadingFor(DETAIL)) };
export const Failed: Story = { parameters: mockApi(errorFor(DETAIL)), play: retriesAfterError(DETAIL) };
/** An id that names no anomaly (the API's 404): the dialog says so, and offers no retry. */
export const NotFound: Story = {
  parameters: mockApi(errorFor(DETAIL, { status: 404, body: { error: 'Anomaly not found' } })),
  play: async ({ canvas, canvasElement }) => {
    const t = insightsResources[document.documentElement.lang === 'ar' ? 'ar' : 'en'].insights;
    await expect(await canvas.findByText(t.why.notFoundTitle, undefined, { timeout: 15_000 })).toBeInTheDocument();
    // a retry is a button in an alert (QueryError): none here
    await expect(canvasElement.querySelector('[role="alert"] button')).toBeNull();
  },
};

import { getInsightsBranch } from '@atrium/mock-api';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { branchSearchSchema, branchVisitorsSearchSchema } from '../lib/search';
import { renderInsights } from '../test/render';
import { serveInsights } from '../test/serve-insights';
import { BranchPage } from './branch-page';
import { BranchVisitorsPage } from './branch-visitors-page';

// the branch call answers like the mock; every other insights call is only counted
const server = serveInsights([
  http.get('*/api/insights/branches/:id', ({ params }) => {
    const outcome = getInsightsBranch(String(params.id));
    return outcome.ok ? HttpResponse.json(outcome.value) : HttpResponse.json({ error: 'Branch not found' }, { status: 404 });
  }),
  http.get('*/api/insights/*', () => HttpResponse.json({ errors: { test: ['not served here'] } }, { status: 400 })),
]);
const requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  requests.push(new URL(request.url).pathname);
});

afterEach(() => {
  requests.length = 0;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('@atrium/insights/BranchPage', () => {
  // regression (issue 19): an unknown branch showed "not found" yet fired ~16 more requests
  it('an unknown branch stops at its one 404', async () => {
    renderInsights(<BranchPage branchId="nowhere-99" search={branchSearchSchema.parse({})} onSearchChange={() => undefined} now={new Date('2025-06-15T10:00:00Z')} />);
    expect(await screen.findByText('Branch not found', {}, { timeout: 10_000 })).toBeInTheDocument();
    await settle();
    expect(requests).toEqual(['/api/insights/branches/nowhere-99']);
  });

  it('the visitors page of an unknown branch too', async () => {
    renderInsights(<BranchVisitorsPage branchId="nowhere-99" search={branchVisitorsSearchSchema.parse({})} onSearchChange={() => undefined} now={new Date('2025-06-15T10:00:00Z')} />);
    expect(await screen.findByText('Branch not found', {}, { timeout: 10_000 })).toBeInTheDocument();
    await settle();
    expect(requests).toEqual(['/api/insights/branches/nowhere-99']);
  });

  it('a known branch still asks for its figures once it is found', async () => {
    renderInsights(<BranchPage branchId="lon-01" search={branchSearchSchema.parse({})} onSearchChange={() => undefined} now={new Date('2025-06-15T10:00:00Z')} />);
    expect(await screen.findByRole('heading', { name: 'London Oxford Street' }, { timeout: 10_000 })).toBeInTheDocument();
    await settle();
    expect(requests[0]).toBe('/api/insights/branches/lon-01');
    expect(requests.length).toBeGreaterThan(5);
  });
});

// The app's own status screens (not found, not authorized, coming soon, under maintenance) at
// their routes. Their buttons are router links: each story renders inside a memory router.
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { ComingSoonPage } from './coming-soon-page';
import { NotAuthorizedPage } from './not-authorized-page';
import { NotFoundPage } from './not-found-page';
import { UnderMaintenancePage } from './under-maintenance-page';

function InRouter({ page: Page }: { page: ComponentType }) {
  const router = createRouter({ routeTree: createRootRoute({ component: () => <Page /> }), history: createMemoryHistory() });
  return <RouterProvider router={router} />;
}

const withRouter: Decorator = (Story) => <InRouter page={Story} />;

const meta = { title: 'dashboard/Status pages', decorators: [withRouter], parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = { render: () => <NotFoundPage />, parameters: { route: '/pages/misc/not-found/$' } };
export const UnknownAddress: Story = { render: () => <NotFoundPage />, parameters: { route: '/$' } };
export const NotAuthorized: Story = { render: () => <NotAuthorizedPage />, parameters: { route: '/pages/misc/not-authorized' } };
export const NotAuthorizedBlank: Story = { render: () => <NotAuthorizedPage />, parameters: { route: '/not-authorized' } };
export const ComingSoon: Story = { render: () => <ComingSoonPage />, parameters: { route: '/pages/misc/coming-soon' } };
export const UnderMaintenance: Story = { render: () => <UnderMaintenancePage />, parameters: { route: '/pages/misc/under-maintenance' } };

import { API_PATHS } from '@atrium/api';
import { asClientRole, emptyFor, errorFor, handlers, loadingFor, mockApi, retriesAfterError, slowFor } from '@atrium/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { permissionListSearchSchema, userListSearchSchema, type UserTab } from '../lib/search';
import { WithSearch, withLocales } from '../test/story-decorators';
import { PermissionsPage } from './permissions-page';
import { RolesPage } from './roles-page';
import { UserListPage } from './user-list-page';
import { UserViewPage } from './user-view-page';

function UsersScreens({ screen, id, tab }: { screen: 'list' | 'view' | 'roles' | 'permissions'; id: number; tab: UserTab }) {
  if (screen === 'roles') return <RolesPage navigate={() => undefined} />;
  if (screen === 'permissions') {
    return <WithSearch initial={permissionListSearchSchema.parse({})} render={(search, onSearchChange) => <PermissionsPage search={search} onSearchChange={onSearchChange} />} />;
  }
  if (screen === 'view') {
    return <WithSearch initial={{ tab }} render={(search, onSearchChange) => <UserViewPage id={id} search={search} onSearchChange={onSearchChange} navigate={() => undefined} />} />;
  }
  return <WithSearch initial={userListSearchSchema.parse({})} render={(search, onSearchChange) => <UserListPage search={search} onSearchChange={onSearchChange} navigate={() => undefined} />} />;
}

const meta = {
  title: 'users/Pages',
  component: UsersScreens,
  decorators: [withLocales],
  parameters: { msw: { handlers } },
  args: { screen: 'list', id: 2, tab: 'account' },
} satisfies Meta<typeof UsersScreens>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = { parameters: { route: '/apps/user/list' } };
export const ListLoading: Story = { parameters: mockApi(loadingFor(API_PATHS.users)) };
export const ListEmpty: Story = { parameters: mockApi(emptyFor(API_PATHS.users)) };
export const ListFailed: Story = { parameters: mockApi(errorFor(API_PATHS.users)), play: retriesAfterError(API_PATHS.users) };
export const ListSlow: Story = { parameters: mockApi(slowFor(API_PATHS.users)) };
export const ListAsClient: Story = { beforeEach: asClientRole };
export const View: Story = { args: { screen: 'view' }, parameters: { route: '/apps/user/view/$id' } };
export const ViewSecurity: Story = { args: { screen: 'view', tab: 'security' } };
/** An unknown user id: "User not found", in the story's language. */
export const ViewNotFound: Story = {
  args: { screen: 'view', id: 999 },
  play: async ({ canvas }) => {
    const t = document.documentElement.lang === 'ar' ? ar : en;
    await expect(await canvas.findByText(t.view.notFound, undefined, { timeout: 15_000 })).toBeInTheDocument();
  },
};
export const ViewFailed: Story = { args: { screen: 'view' }, parameters: mockApi(errorFor(API_PATHS.user)), play: retriesAfterError(API_PATHS.user) };
export const Roles: Story = { args: { screen: 'roles' }, parameters: { route: '/apps/roles' } };
export const RolesLoading: Story = { args: { screen: 'roles' }, parameters: mockApi(loadingFor(API_PATHS.roles)) };
export const RolesFailed: Story = { args: { screen: 'roles' }, parameters: mockApi(errorFor(API_PATHS.roles)), play: retriesAfterError(API_PATHS.roles) };
export const RolesAsClient: Story = { args: { screen: 'roles' }, beforeEach: asClientRole };
export const Permissions: Story = { args: { screen: 'permissions' }, parameters: { route: '/apps/permissions' } };
export const PermissionsEmpty: Story = { args: { screen: 'permissions' }, parameters: mockApi(emptyFor(API_PATHS.permissions)) };
export const PermissionsFailed: Story = { args: { screen: 'permissions' }, parameters: mockApi(errorFor(API_PATHS.permissions)), play: retriesAfterError(API_PATHS.permissions) };
export const PermissionsSlow: Story = { args: { screen: 'permissions' }, parameters: mockApi(slowFor(API_PATHS.permissions)) };

import { handlers } from '@atrium/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const List: Story = {};
export const View: Story = { args: { screen: 'view' } };
export const ViewSecurity: Story = { args: { screen: 'view', tab: 'security' } };
export const ViewNotFound: Story = { args: { screen: 'view', id: 999 } };
export const Roles: Story = { args: { screen: 'roles' } };
export const Permissions: Story = { args: { screen: 'permissions' } };

import { LoginPage } from '@atrium/auth';
import { createFileRoute } from '@tanstack/react-router';
import { demoAccounts } from '../../auth/demo-accounts';
import { useAuthActions } from '../../auth/use-auth-actions';

export const Route = createFileRoute('/_blank/login')({
  validateSearch: (search: Record<string, unknown>): { to?: string } => (typeof search.to === 'string' ? { to: search.to } : {}),
  staticData: { meta: { unauthenticatedOnly: true, layout: 'blank' } },
  component: LoginRoute,
});

function LoginRoute() {
  const { to } = Route.useSearch();
  const { signIn } = useAuthActions();
  return <LoginPage variant="v2" demoAccounts={demoAccounts} onSubmit={(values) => signIn(values, to)} />;
}

// A design variant of the auth screens (SPEC §2): public, so it can be viewed while signed in.
import { LoginPage } from '@atrium/auth';
import { createFileRoute } from '@tanstack/react-router';
import { demoAccounts } from '../../../../auth/demo-accounts';
import { useAuthActions } from '../../../../auth/use-auth-actions';

export const Route = createFileRoute('/_blank/pages/authentication/login-v1')({
  staticData: { meta: { public: true, layout: 'blank' } },
  component: Variant,
});

function Variant() {
  const { signIn } = useAuthActions();
  return <LoginPage variant="v1" demoAccounts={demoAccounts} onSubmit={(values) => signIn(values)} />;
}

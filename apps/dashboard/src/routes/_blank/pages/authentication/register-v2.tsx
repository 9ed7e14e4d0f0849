// A design variant of the auth screens (SPEC §2): public, so it can be viewed while signed in.
import { RegisterPage } from '@atrium/auth';
import { createFileRoute } from '@tanstack/react-router';
import { useRegister } from '../../../../auth/use-register';

export const Route = createFileRoute('/_blank/pages/authentication/register-v2')({
  staticData: { meta: { public: true, layout: 'blank' } },
  component: Variant,
});

function Variant() {
  const register = useRegister();
  return <RegisterPage variant="v2" onRegister={register} />;
}

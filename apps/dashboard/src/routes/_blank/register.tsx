import { RegisterPage } from '@atrium/auth';
import { createFileRoute } from '@tanstack/react-router';
import { useRegister } from '../../auth/use-register';

export const Route = createFileRoute('/_blank/register')({
  staticData: { meta: { unauthenticatedOnly: true, layout: 'blank' } },
  component: RegisterRoute,
});

function RegisterRoute() {
  const register = useRegister();
  return <RegisterPage variant="v2" onRegister={register} />;
}

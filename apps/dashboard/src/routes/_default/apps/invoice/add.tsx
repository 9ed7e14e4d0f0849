import { InvoiceEditPage, invoiceClientsQuery } from '@atrium/invoice';
import { createFileRoute, useNavigate } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/apps/invoice/add')({
  staticData: { meta: { action: 'create', subject: 'Invoice' } },
  loader: ({ context }) => context.queryClient.prefetchQuery(invoiceClientsQuery()),
  component: function InvoiceAddRoute() {
    const navigate = useNavigate();
    return <InvoiceEditPage navigate={(to) => void navigate({ to })} />;
  },
});

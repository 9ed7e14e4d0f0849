import { InvoiceEditPage, invoiceClientsQuery, invoiceQuery } from '@atrium/invoice';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { intParam } from '../../../../../lib/params';

export const Route = createFileRoute('/_default/apps/invoice/edit/$id')({
  params: { parse: ({ id }) => ({ id: intParam(id, { min: 0, fallback: 0 }) }), stringify: ({ id }) => ({ id: String(id) }) },
  staticData: { meta: { action: 'update', subject: 'Invoice' } },
  loader: ({ context, params: { id } }) => Promise.all([context.queryClient.prefetchQuery(invoiceQuery(id)), context.queryClient.prefetchQuery(invoiceClientsQuery())]),
  component: function InvoiceEditRoute() {
    const { id } = Route.useParams();
    const navigate = useNavigate();
    return <InvoiceEditPage key={id} id={id} navigate={(to) => void navigate({ to })} />;
  },
});

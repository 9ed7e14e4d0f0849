import { InvoiceEditPage, invoiceClientsQuery, invoiceQuery } from '@atrium/invoice';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';

// a non-numeric id becomes 0, which matches no invoice: the page shows the §8 message
const params = z.object({ id: z.coerce.number().int().nonnegative().catch(0) });

export const Route = createFileRoute('/_default/apps/invoice/edit/$id')({
  params: { parse: (raw) => params.parse(raw), stringify: ({ id }) => ({ id: String(id) }) },
  staticData: { meta: { action: 'update', subject: 'Invoice' } },
  loader: ({ context, params: { id } }) => Promise.all([context.queryClient.prefetchQuery(invoiceQuery(id)), context.queryClient.prefetchQuery(invoiceClientsQuery())]),
  component: function InvoiceEditRoute() {
    const { id } = Route.useParams();
    const navigate = useNavigate();
    return <InvoiceEditPage key={id} id={id} navigate={(to) => void navigate({ to })} />;
  },
});

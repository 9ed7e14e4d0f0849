import { InvoicePreviewPage, invoiceQuery } from '@atrium/invoice';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';

// a non-numeric id becomes 0, which matches no invoice: the page shows the §8 message
const params = z.object({ id: z.coerce.number().int().nonnegative().catch(0) });

export const Route = createFileRoute('/_default/apps/invoice/preview/$id')({
  params: { parse: (raw) => params.parse(raw), stringify: ({ id }) => ({ id: String(id) }) },
  staticData: { meta: { action: 'read', subject: 'Invoice' } },
  loader: ({ context, params: { id } }) => context.queryClient.prefetchQuery(invoiceQuery(id)),
  component: function InvoicePreviewRoute() {
    const { id } = Route.useParams();
    const navigate = useNavigate();
    return <InvoicePreviewPage id={id} navigate={(to) => void navigate({ to })} />;
  },
});

import { InvoicePreviewPage, invoiceQuery } from '@atrium/invoice';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { intParam } from '../../../../../lib/params';

export const Route = createFileRoute('/_default/apps/invoice/preview/$id')({
  params: { parse: ({ id }) => ({ id: intParam(id, { min: 0, fallback: 0 }) }), stringify: ({ id }) => ({ id: String(id) }) },
  staticData: { meta: { action: 'read', subject: 'Invoice' } },
  loader: ({ context, params: { id } }) => context.queryClient.prefetchQuery(invoiceQuery(id)),
  component: function InvoicePreviewRoute() {
    const { id } = Route.useParams();
    const navigate = useNavigate();
    return <InvoicePreviewPage id={id} navigate={(to) => void navigate({ to })} />;
  },
});

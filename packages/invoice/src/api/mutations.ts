import { getApiClient, type InvoiceInput, type InvoicePaymentInput, type SendInvoiceInput } from '@atrium/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceKeys } from './keys';

/** Every invoice change can move the list, the stats and the detail: refresh them all. */
function useInvalidateInvoices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
}

export function useDeleteInvoice() {
  const invalidate = useInvalidateInvoices();
  return useMutation({ mutationFn: (id: number) => getApiClient().deleteInvoice(id), onSuccess: invalidate });
}

export function useDuplicateInvoice() {
  const invalidate = useInvalidateInvoices();
  return useMutation({ mutationFn: (id: number) => getApiClient().duplicateInvoice(id), onSuccess: invalidate });
}

export function useSaveInvoice(id: number | undefined) {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: (body: InvoiceInput) => (id === undefined ? getApiClient().addInvoice(body) : getApiClient().updateInvoice(id, body)),
    onSuccess: invalidate,
  });
}

export function useAddPayment(id: number) {
  const invalidate = useInvalidateInvoices();
  return useMutation({ mutationFn: (body: InvoicePaymentInput) => getApiClient().addInvoicePayment(id, body), onSuccess: invalidate });
}

export function useSendInvoice(id: number) {
  const invalidate = useInvalidateInvoices();
  return useMutation({ mutationFn: (body: SendInvoiceInput) => getApiClient().sendInvoice(id, body), onSuccess: invalidate });
}

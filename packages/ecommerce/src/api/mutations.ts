// Mutations: each one invalidates what it changed (and the stats computed from it).
import { getApiClient, type CategoryInput, type NewProduct, type OrderUpdate, type StoreSettingsUpdate } from '@atrium/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ecommerceKeys } from './keys';

function useInvalidate() {
  const queryClient = useQueryClient();
  return (...keys: ReadonlyArray<readonly unknown[]>) => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useDeleteProducts() {
  const invalidate = useInvalidate();
  return useMutation({
    // one call per id: the §7 contract deletes one product at a time
    mutationFn: async (ids: readonly number[]) => {
      for (const id of ids) await getApiClient().deleteProduct(id);
    },
    onSettled: () => invalidate(ecommerceKeys.products(), ecommerceKeys.categories(), ecommerceKeys.stats()),
  });
}

export function useAddProduct() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (product: NewProduct) => getApiClient().addProduct(product),
    onSuccess: () => invalidate(ecommerceKeys.products(), ecommerceKeys.categories(), ecommerceKeys.stats()),
  });
}

export function useUpdateProduct() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, product }: { id: number; product: NewProduct }) => getApiClient().updateProduct(id, product),
    onSuccess: (_product, { id }) => invalidate(ecommerceKeys.products(), ecommerceKeys.product(id), ecommerceKeys.categories(), ecommerceKeys.stats()),
  });
}

/** One step of the order state machine; the answer is the new detail, put straight in the cache. */
export function useUpdateOrder(orderNumber: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (update: OrderUpdate) => getApiClient().updateOrder(orderNumber, update),
    onSuccess: (detail) => {
      queryClient.setQueryData(ecommerceKeys.order(orderNumber), detail);
      return invalidate(ecommerceKeys.orders(), ecommerceKeys.stats());
    },
  });
}

export function useSaveCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number | undefined; input: CategoryInput }) =>
      id === undefined ? getApiClient().addCategory(input) : getApiClient().updateCategory(id, input),
    onSuccess: () => invalidate(ecommerceKeys.categories(), ecommerceKeys.products()),
  });
}

export function useDeleteOrder() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => getApiClient().deleteOrder(id),
    onSettled: () => invalidate(ecommerceKeys.orders(), ecommerceKeys.stats()),
  });
}

export function useDeleteReview() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => getApiClient().deleteReview(id),
    onSettled: () => invalidate(ecommerceKeys.reviews(), ecommerceKeys.stats()),
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: StoreSettingsUpdate) => getApiClient().updateStoreSettings(update),
    onSuccess: (settings) => queryClient.setQueryData(ecommerceKeys.settings(), settings),
  });
}

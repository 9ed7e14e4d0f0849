// Links inside the feature: pages get a `navigate` callback from their route (so they stay
// testable without a router) and these anchors keep real hrefs for new tabs and crawlers.
import { Anchor, type AnchorProps } from '@mantine/core';
import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';

export type Navigate = (to: string) => void;

const NavigateContext = createContext<Navigate | undefined>(undefined);

export function NavigateProvider({ navigate, children }: { navigate?: Navigate | undefined; children: ReactNode }) {
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>;
}

export function useNavigateTo(): Navigate {
  const navigate = useContext(NavigateContext);
  return navigate ?? ((to: string) => window.location.assign(to));
}

/** An in-app link: a plain click goes through the router; modified clicks behave like any link. */
export function AppLink({ to, children, ...rest }: AnchorProps & { to: string; children: ReactNode }) {
  const navigate = useContext(NavigateContext);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!navigate || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Anchor href={to} onClick={onClick} {...rest}>
      {children}
    </Anchor>
  );
}

export const ecommercePaths = {
  dashboard: '/apps/ecommerce/dashboard',
  productList: '/apps/ecommerce/product/list',
  productAdd: '/apps/ecommerce/product/add',
  categoryList: '/apps/ecommerce/product/category-list',
  orderList: '/apps/ecommerce/order/list',
  orderDetails: (id: number) => `/apps/ecommerce/order/details/${id}`,
  customerList: '/apps/ecommerce/customer/list',
  customerDetails: (customerId: number) => `/apps/ecommerce/customer/details/${customerId}`,
  reviews: '/apps/ecommerce/manage-review',
  referrals: '/apps/ecommerce/referrals',
  settings: '/apps/ecommerce/settings',
} as const;

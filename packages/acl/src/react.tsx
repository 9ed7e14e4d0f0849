// React bindings: CASL's provider, hook and <Can>, typed to Atrium's ability. Kept out of the
// main entry so the guard and session helpers load without React.
import { AbilityProvider as CaslAbilityProvider, Can as CaslCan, useAbility as useCaslAbility, type CanProps as CaslCanProps } from '@casl/react';
import { useCallback, type ReactNode } from 'react';
import type { AppAbility, CanFn } from './ability';

export interface AbilityProviderProps {
  ability: AppAbility;
  children?: ReactNode;
}

/** Makes the ability available to `<Can>` and `useAbility`; update it in place with `updateAbility`. */
export function AbilityProvider({ ability, children }: AbilityProviderProps) {
  return <CaslAbilityProvider value={ability}>{children}</CaslAbilityProvider>;
}

/** The current ability; re-renders when its rules change (login, logout). */
export function useAbility(): AppAbility {
  return useCaslAbility<AppAbility>();
}

/** A stable `can(action, subject)` for `filterMenu` and friends, re-created when rules change. */
export function useCan(): CanFn {
  const ability = useAbility();
  const { rules } = ability;
  // `rules` is a new array after every update: it is the dependency that matters.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((action: string, subject: string) => ability.can(action, subject), [ability, rules]);
}

export type CanProps = CaslCanProps<AppAbility>;

/** Renders its children only when the user may (`<Can I="read" a="AclDemo">`, `not`, `passThrough`). */
export function Can(props: CanProps) {
  return <CaslCan<AppAbility> {...props} />;
}

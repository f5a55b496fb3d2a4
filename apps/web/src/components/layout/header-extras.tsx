import { createContext, useContext, type ComponentType } from 'react';

/**
 * What the app puts in every page header beside Close (the signed-in customer's inbox bell):
 * given by the shell, so the shared header imports no feature.
 */
export const HeaderExtrasContext = createContext<ComponentType | null>(null);

export function HeaderExtras() {
  const Extras = useContext(HeaderExtrasContext);
  return Extras ? <Extras /> : null;
}

import type { ReactNode } from 'react';
import { Loading, useGetIdentity } from 'react-admin';
import { screenIsFor } from '../screenRoles';
import { AccessDenied } from './AccessDenied';

/** A custom route's guard for the screens of ../screenRoles.ts: others are told who the screen is for. */
export function ScreenForRole({ screen, children }: { screen: string; children: ReactNode }) {
  const { identity, isPending } = useGetIdentity();
  if (isPending) return <Loading />;
  const role = typeof identity?.role === 'string' ? identity.role : 'ROLE_USER';
  return screenIsFor(screen, role) ? <>{children}</> : <AccessDenied screen={screen} />;
}

import type { ReactNode } from 'react';
import { Loading, useRequireAccess } from 'react-admin';

/**
 * Renders `children` when the caller may open the page `resource` (a bare page name such as
 * `admindashboard`, or a resource with an action); sends them to the permission-denied page otherwise.
 */
export function RequirePermission({
  resource,
  action = 'list',
  children,
}: {
  resource: string;
  action?: string;
  children: ReactNode;
}) {
  const { isPending } = useRequireAccess({ resource, action });
  if (isPending) return <Loading />;
  return <>{children}</>;
}

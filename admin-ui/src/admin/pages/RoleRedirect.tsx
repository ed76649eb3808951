import { Navigate } from 'react-router-dom';
import { Loading, useBasename, useGetIdentity } from 'react-admin';
import { consoleHome } from '../../shared/session';

/** The console's start page (/admin): sends each working role to its own home. */
export function RoleRedirect() {
  const basename = useBasename();
  const { identity, isPending } = useGetIdentity();
  if (isPending) return <Loading />;
  const role = typeof identity?.role === 'string' ? identity.role : 'ROLE_USER';
  return <Navigate to={`${basename}/${consoleHome(role)}`} replace />;
}

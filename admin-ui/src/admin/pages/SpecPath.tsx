import { Navigate, useLocation } from 'react-router-dom';
import { useBasename } from 'react-admin';

/**
 * A path of the spec whose screen the console already has under another path: it opens that screen (its query
 * kept), so that both addresses work and the screen is one.
 */
export function SameScreenAs({ to }: { to: string }) {
  const basename = useBasename();
  const { search } = useLocation();
  return <Navigate to={`${basename}${to}${search}`} replace />;
}

import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { getSessionUser, isSignedIn, loginUrl, refreshSession, useSession } from '../shared/session';

/** How long to wait for react-admin's own redirect after a sign-out before sending the person to sign-in. */
const FALLBACK_REDIRECT_MS = 300;

function SignedOut() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (window.location.pathname.startsWith('/admin')) navigate(loginUrl(), { replace: true });
    }, FALLBACK_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return null;
}

/**
 * Mounts the console only for a signed-in person: anyone else goes straight to
 * /auth/login?redirect=<this page>. When the session ends (sign-out, 401, another tab), the
 * console is unmounted at once, so that nothing in it keeps checking or redirecting; react-admin's
 * logout (or, failing that, SignedOut) decides where to go.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  // 'renewing': the stored token has expired but the refresh cookie may renew it (a console opened after a pause).
  const [start, setStart] = useState<'yes' | 'no' | 'renewing'>(() =>
    isSignedIn() ? 'yes' : getSessionUser() ? 'renewing' : 'no',
  );
  useEffect(() => {
    if (start !== 'renewing') return;
    let live = true;
    void refreshSession().then((renewed) => live && setStart(renewed ? 'yes' : 'no'));
    return () => {
      live = false;
    };
  }, [start]);
  if (start === 'renewing') return null;
  if (start === 'no') return <Navigate to={loginUrl()} replace />;
  if (!signedIn) return <SignedOut />;
  return <>{children}</>;
}

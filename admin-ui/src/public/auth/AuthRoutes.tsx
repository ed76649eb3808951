import { Navigate, Route, Routes } from 'react-router-dom';
import { AuthLayout } from './AuthLayout';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { ActivatePage } from './ActivatePage';
import { LogoutPage } from './LogoutPage';
import { DeletedPage } from './DeletedPage';

/** /auth/*: sign-in, sign-up, password and activation pages, in the auth layout (a chunk of its own). */
export default function AuthRoutes() {
  return (
    <Routes>
      <Route element={<AuthLayout />}>
        <Route index element={<Navigate to="/auth/login" replace />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="activate" element={<ActivatePage />} />
        <Route path="logout" element={<LogoutPage />} />
        <Route path="deleted" element={<DeletedPage />} />
        <Route path="*" element={<Navigate to="/auth/login" replace />} />
      </Route>
    </Routes>
  );
}

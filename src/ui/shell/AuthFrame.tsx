import type { ReactNode } from 'react';
import { AuthLayout } from '../layouts/AuthLayout';
import { ShellBanners } from './ShellBanners';
import './AuthFrame.css';

interface AuthFrameProps {
  wide: boolean;
  children: ReactNode;
}

/** Signed-out pages: AuthLayout's card (screens bring their own h1), the offline banner above. */
export function AuthFrame({ wide, children }: AuthFrameProps) {
  return (
    <>
      <div className="auth-frame__banner">
        <ShellBanners offerInstall={false} />
      </div>
      <AuthLayout wide={wide}>{children}</AuthLayout>
    </>
  );
}

import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { MemberStore } from '../../core/member/MemberStore';
import { SessionStore } from '../../core/session/SessionStore';
import { useService } from '../di/useService';
import { DesktopLayout } from '../layouts/DesktopLayout';
import { MobileLayout } from '../layouts/MobileLayout';
import { useIsMobile } from '../layouts/useIsMobile';
import { headerTitle, SCREEN_ROUTES, type ScreenRoute } from '../routes';
import { UsageStatisticsConsentBanner } from '../components/UsageStatisticsConsentBanner';
import { PaintedScreenKeeper } from './PaintedScreenKeeper';
import { ShellBanners } from './ShellBanners';

interface MemberFrameProps {
  route: ScreenRoute;
  children: ReactNode;
}

/** Signed-in pages: MobileLayout below 768 px, DesktopLayout from 768 px, live as the width changes. */
export const MemberFrame = observer(function MemberFrame({ route, children }: MemberFrameProps) {
  const session = useService(SessionStore);
  const member = useService(MemberStore);
  // The venue's name titles some pages; the member's stores load before a session shows here.
  const venueName = session.memberArea?.venue.venueName ?? '';
  const isMobile = useIsMobile();
  const banner = <ShellBanners offerInstall={route === SCREEN_ROUTES.home} />;
  // The consent question is asked on home only (never at the cash desk's QR code), docked at the
  // foot of the page after the member's content, so it pushes nothing down.
  const content = (
    <>
      {children}
      {route === SCREEN_ROUTES.home && <UsageStatisticsConsentBanner />}
      <PaintedScreenKeeper painted={route.painted === true} mobile={isMobile} />
    </>
  );
  if (isMobile) {
    return (
      <MobileLayout
        title={headerTitle(route, venueName)}
        hideHeader={route.hideHeader}
        backHref={route.backTo}
        banner={banner}
      >
        {content}
      </MobileLayout>
    );
  }
  return (
    <DesktopLayout
      memberName={member.fullName || undefined}
      tierName={member.tier ?? undefined}
      onSignOut={() => void session.signOut()}
      banner={banner}
    >
      {content}
    </DesktopLayout>
  );
});

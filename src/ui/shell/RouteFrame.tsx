import { useEffect, type ReactNode } from 'react';
import { messages } from '../../core/kernel/messages';
import { observer } from 'mobx-react-lite';
import { SessionStore } from '../../core/session/SessionStore';
import { useService } from '../di/useService';
import { headerTitle, type ScreenRoute } from '../routes';
import { AuthFrame } from './AuthFrame';
import { isMemberFramed } from './isMemberFramed';
import { MemberFrame } from './MemberFrame';

interface RouteFrameProps {
  route: ScreenRoute;
  children: ReactNode;
}

/**
 * The layout of a route: member routes in the member layout; auth routes in AuthLayout; public
 * pages (information, not found) in the member layout for a member who is fully in (verified and
 * linked), else in the wide AuthLayout. The browser tab is titled after the screen.
 */
export const RouteFrame = observer(function RouteFrame({ route, children }: RouteFrameProps) {
  const session = useService(SessionStore);
  const title = messages.titles.document(
    headerTitle(route, session.memberArea?.venue.venueName ?? ''),
  );
  useEffect(() => {
    document.title = title;
  }, [title]);
  if (route.layout === 'desk') return <>{children}</>;
  if (isMemberFramed(route, session)) {
    return <MemberFrame route={route}>{children}</MemberFrame>;
  }
  return <AuthFrame wide={route.wide === true || route.layout === 'public'}>{children}</AuthFrame>;
});

import { Route, Switch, useLocation } from 'wouter';
import { EmptyState } from '../components/EmptyState';
import { OfflineBanner } from '../components/OfflineBanner';
import { PageHeader } from '../components/PageHeader';
import { DesktopLayout } from '../layouts/DesktopLayout';
import { MenuList } from '../layouts/MenuList';
import { MemberSummary } from '../layouts/MemberSummary';
import { MobileLayout } from '../layouts/MobileLayout';
import { currentMenuEntry } from '../layouts/currentMenuEntry';
import { InfoScreen } from '../screens/info/InfoScreen';
import { infoPages } from '../screens/info/infoContent';
import NotFoundScreen from '../screens/NotFoundScreen';
import { SampleHome } from './SampleHome';

const TITLES: Record<string, string> = {
  '/': 'Home',
  '/offers': 'My Exclusive Offers',
  '/benefits': 'My Benefits',
  '/events': 'What’s On at Leeds',
};

const INFO_BY_SLUG = Object.fromEntries(Object.values(infoPages).map((page) => [page.slug, page]));

function GalleryRoutes({ wide }: { wide: boolean }) {
  const [location] = useLocation();
  const entry = currentMenuEntry(location);
  return (
    <Switch>
      <Route path="/">
        <SampleHome wide={wide} />
      </Route>
      <Route path="/more">
        <MenuList
          header={<MemberSummary name="Charlotte Reeves" tierName="Queen" />}
          onSignOut={() => undefined}
        />
      </Route>
      <Route path="/info/:slug">
        {(params) => {
          const page = INFO_BY_SLUG[params.slug];
          return page ? <InfoScreen page={page} backHref="/more" /> : <NotFoundScreen />;
        }}
      </Route>
      <Route>
        {entry ? (
          <>
            <PageHeader title={TITLES[entry.path] ?? entry.label} backHref="/more" />
            <EmptyState
              icon={entry.icon}
              title={`${entry.label} goes here`}
              message="Built by another step."
            />
          </>
        ) : (
          <NotFoundScreen />
        )}
      </Route>
    </Switch>
  );
}

/** A clickable signed-in app shell for the gallery (inside a memory router). */
export function GalleryApp({
  variant,
  offline,
}: {
  variant: 'mobile' | 'desktop';
  offline: boolean;
}) {
  const [location] = useLocation();
  const entry = currentMenuEntry(location);
  const banner = offline ? (
    <OfflineBanner offline lastUpdated="at 10:42 on 1st Mar 2026" />
  ) : undefined;
  if (variant === 'mobile') {
    const isTabRoot = entry?.tab && entry.path === location;
    return (
      <MobileLayout
        title={entry ? (TITLES[entry.path] ?? entry.label) : 'Not found'}
        hideHeader={location === '/more'}
        backHref={isTabRoot ? undefined : '/more'}
        banner={banner}
      >
        <GalleryRoutes wide={false} />
      </MobileLayout>
    );
  }
  return (
    <DesktopLayout
      memberName="Charlotte Reeves"
      tierName="Queen"
      onSignOut={() => undefined}
      banner={banner}
    >
      <GalleryRoutes wide />
    </DesktopLayout>
  );
}

import { createElement, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { pathOnly } from '../../core/domain/routes';
import { DeviceStore } from '../../core/stores/DeviceStore';
import { DialogStore } from '../../core/stores/DialogStore';
import { useService } from '../di/useService';
import { useIsMobile } from '../layouts/useIsMobile';
import { lazyScreen, routeAt } from '../routes';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteFrame } from './RouteFrame';
import { RouteLoading } from './RouteLoading';
import { ScreenShown } from './ScreenShown';
import { useShellState } from './ShellStateContext';
import { Splash } from './Splash';

interface RouteViewProps {
  /** Path and query string; matched by the domain's table (any case, trailing slash ignored). */
  location: string;
}

/** The screen of a location inside its layout; each screen is its own lazily loaded chunk. */
export const RouteView = observer(function RouteView({ location }: RouteViewProps) {
  const dialogs = useService(DialogStore);
  const device = useService(DeviceStore);
  const shell = useShellState();
  const isMobile = useIsMobile();
  const { match, route, screen } = routeAt(location, isMobile);
  return (
    <RouteFrame route={route}>
      <RouteErrorBoundary
        key={`${screen} ${pathOnly(location)}`}
        offline={!device.online}
        onChunkFailure={() => dialogs.showUpdateApplied()}
      >
        {/* The first screen of the visit keeps the splash up while its code arrives. */}
        <Suspense fallback={shell.screenShown ? <RouteLoading /> : <Splash />}>
          {createElement(lazyScreen(screen), { params: match?.params ?? {} })}
          <ScreenShown onShown={() => shell.markScreenShown()} />
        </Suspense>
      </RouteErrorBoundary>
    </RouteFrame>
  );
});

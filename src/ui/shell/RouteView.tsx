import { observer } from 'mobx-react-lite';
import { pathOnly } from '../../core/navigation/routes';
import { DeviceStore } from '../../core/device/DeviceStore';
import { DialogStore } from '../../core/kernel/DialogStore';
import { SessionStore } from '../../core/session/SessionStore';
import { useService } from '../di/useService';
import { useIsMobile } from '../layouts/useIsMobile';
import { routeAt } from '../routes';
import { isMemberFramed } from './isMemberFramed';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteFrame } from './RouteFrame';
import { RouteLoading } from './RouteLoading';
import { ScreenLoader } from './ScreenLoader';
import { useShellState } from './ShellStateContext';
import { Splash } from './Splash';

interface RouteViewProps {
  /** Path and query string; matched by the domain's table (any case, trailing slash ignored). */
  location: string;
}

/** The screen of a location inside its layout; each screen is its own chunk, loaded when first shown. */
export const RouteView = observer(function RouteView({ location }: RouteViewProps) {
  const dialogs = useService(DialogStore);
  const device = useService(DeviceStore);
  const session = useService(SessionStore);
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
        {/*
          While a screen's code arrives the member frame shows what in-app navigation shows, on a
          reload too; elsewhere the visit's first screen keeps the splash up.
        */}
        <ScreenLoader
          screen={screen}
          params={match?.params ?? {}}
          fallback={
            shell.screenShown || isMemberFramed(route, session) ? <RouteLoading /> : <Splash />
          }
          onShown={() => shell.markScreenShown()}
        />
      </RouteErrorBoundary>
    </RouteFrame>
  );
});

import { observer } from 'mobx-react-lite';
import { RouteView } from './RouteView';
import { Splash } from './Splash';
import { useShellState } from './ShellStateContext';
import { useScrollReset } from './useScrollReset';
import { useShellNavigation } from './useShellNavigation';

/** The address bar's route once the guard allows it; the branded splash until then. */
export const ShellRoutes = observer(function ShellRoutes() {
  const shell = useShellState();
  const { view, location } = useShellNavigation(shell);
  useScrollReset(location);
  return view.kind === 'show' ? <RouteView location={location} /> : <Splash />;
});

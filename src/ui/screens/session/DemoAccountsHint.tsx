import { Icon } from '../../components/icons/Icon';
import { useAppMode } from '../../shell/AppModeContext';

/** Fake mode only: where the demo logins are listed. */
export function DemoAccountsHint() {
  const { demo } = useAppMode();
  if (!demo) return null;
  return (
    <aside className="demo-hint" aria-label="Demo mode">
      <Icon name="info" size="1.25rem" />
      <p>
        <strong>Demo mode.</strong> Open the <strong>Demo</strong> panel for the demo accounts and
        their password; nothing you do here reaches a real casino.
      </p>
    </aside>
  );
}

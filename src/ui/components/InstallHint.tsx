import { BrandMark } from './BrandMark';
import { Button } from './Button';
import { focusMainContent } from './focusMainContent';
import { Icon } from './icons/Icon';
import './InstallHint.css';

export type InstallPlatform = 'android' | 'ios' | 'desktop';

interface InstallHintProps {
  platform: InstallPlatform;
  /** Shows the Install button (Android and desktop only: iOS has no install prompt). */
  onInstall?: () => void;
  onDismiss: () => void;
}

const MESSAGE: Record<InstallPlatform, string> = {
  android: 'Add Met Rewards to your home screen',
  ios: 'Tap Share then Add to Home Screen',
  desktop: 'Install the app for quick access',
};

export function InstallHint({ platform, onInstall, onDismiss }: InstallHintProps) {
  const canInstall = platform !== 'ios' && onInstall !== undefined;
  return (
    <aside className="install-hint" aria-label="Install Met Rewards" data-unpainted>
      <BrandMark size="2.75rem" />
      <div className="install-hint__text">
        <p className="install-hint__title">Met Rewards app</p>
        <p className="install-hint__message">
          {platform === 'ios' && <Icon name="share" size="1.1em" className="install-hint__share" />}
          {MESSAGE[platform]}
        </p>
      </div>
      <div className="install-hint__actions">
        {canInstall && (
          <Button size="sm" icon="install" onClick={onInstall}>
            Install
          </Button>
        )}
        <button
          type="button"
          className="install-hint__dismiss"
          aria-label="Not now"
          onClick={() => {
            onDismiss();
            focusMainContent();
          }}
        >
          <Icon name="close" size="1.25rem" />
        </button>
      </div>
    </aside>
  );
}

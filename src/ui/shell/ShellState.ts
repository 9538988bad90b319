import { makeAutoObservable } from 'mobx';
import type { CoreRequest } from './decideShellView';

/** UI state of the shell itself (not the member's): what the router has seen so far. */
export class ShellState {
  booted = false;
  /** A screen has been on screen: until then a loading screen keeps the splash up. */
  screenShown = false;
  coreRequest: CoreRequest | null = null;
  /** When the screen's data was fetched, while it shows the device's copy (SavedDataNote). */
  savedAtOnScreen: Date | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  markBooted(): void {
    this.booted = true;
  }

  markScreenShown(): void {
    this.screenShown = true;
  }

  rememberCoreRequest(location: string, auth: string): void {
    this.coreRequest = { location, auth };
  }

  /** The auth state moved on, so the page the core asked for has served its purpose. */
  authChanged(auth: string): void {
    if (this.coreRequest !== null && this.coreRequest.auth !== auth) this.coreRequest = null;
  }

  showSavedAt(savedAt: Date | null): void {
    this.savedAtOnScreen = savedAt;
  }

  forgetCoreRequest(): void {
    this.coreRequest = null;
  }
}

import { inject, injectable } from 'inversify';
import { InstallPromptPort, type InstallOutcome } from '../ports/InstallPromptPort';

/** Shows the browser's captured install prompt (the install-to-home-screen hint's button). */
@injectable()
export class PromptInstall {
  readonly #installPrompt: InstallPromptPort;

  constructor(@inject(InstallPromptPort) installPrompt: InstallPromptPort) {
    this.#installPrompt = installPrompt;
  }

  /** Never throws. */
  execute(): Promise<InstallOutcome> {
    return this.#installPrompt.prompt();
  }
}

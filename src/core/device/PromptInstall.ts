import { inject, injectable } from 'inversify';
import { InstallPromptPort, type InstallOutcome } from '../ports/InstallPromptPort';

/** Shows the browser's captured install prompt (the install-to-home-screen hint's button). */
@injectable()
export class PromptInstall {
  constructor(@inject(InstallPromptPort) private readonly installPrompt: InstallPromptPort) {}

  /** Never throws. */
  execute(): Promise<InstallOutcome> {
    return this.installPrompt.prompt();
  }
}

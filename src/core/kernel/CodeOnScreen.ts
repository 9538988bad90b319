/**
 * Whether a code the desk scans (an offer's QR, the membership card) is on screen: the device's
 * KeepScreenOn answers it, the one place that counts the codes shown. Observable (MobX).
 */
export interface CodeOnScreen {
  readonly isCodeOnScreen: boolean;
}

export const CodeOnScreen = Symbol.for('CodeOnScreen');

export { expectAccessible } from './accessibility';
export { DEMO_PASSWORD } from './demoAccounts';
export { fillLogin, signIn } from './signIn';
export { goInApp } from './navigation';
export { world } from './world';
export { deployUpdatedWorker, versionInControl } from './serviceWorker';
export { expect, test } from './test';
export { ON_EMULATORS, skipAtThisSize, skipOnEmulators } from './backend';
export { BOTH_SIZES, SAME_AT_EVERY_SIZE } from './bothSizes';

export { expectAccessible } from './accessibility';
export { DEMO_PASSWORD } from './demoAccounts';
export { fillLogin, signIn } from './signIn';
export { world } from './world';
export { deployUpdatedWorker, versionInControl } from './serviceWorker';

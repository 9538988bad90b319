// What the build splits the app by: every source module and package the plugins of build/ name,
// and the names of the chunks the service worker and the tests pick out. Written once here, so a
// moved start file is one edit; the plugins, tests/build and bench/coldStart.mjs import this.
// (Plain JavaScript: the bench runs it under Node without a TypeScript step.)

/** The page's entry, index.html's one module script: the splash's script. */
export const PAGE_ENTRY = 'src/app/boot.ts';

/** The app's start: the page's entry imports it once the splash has painted. */
export const APP_START = 'src/app/main.tsx';

/** The Firebase adapters, without the SDK: src/app/container.ts imports them at every start. */
export const FIREBASE_ADAPTERS = 'src/adapters/firebase/module.ts';

/** The member's stores, added to the app when a session begins. */
export const MEMBER_MODULE = 'src/core/memberModule.ts';

/**
 * What a member signed in on this device runs before home has its data, beyond the app's start:
 * the answers' contract (members-getMember), the member's stores and home, the first screen. (The
 * adapters, already in the start, call the functions and Firestore with fetch, and Auth's REST API
 * for the saved member: the SDK is not among them, SavedSignIn.)
 */
export const SIGNED_IN_START = [
  'src/core/kernel/validateCallableResponse.ts',
  MEMBER_MODULE,
  'src/ui/screens/home/HomeScreen.tsx',
];

/** A screen's module (src/ui/screens/.../*Screen.tsx). */
export const SCREEN = /\/src\/ui\/screens\/.+Screen\.tsx$/;

/** The screens a visitor opens (sign-in, the account forms, information, not found). */
export const VISITOR_SCREENS =
  /\/src\/ui\/screens\/((session|account|info)\/[^/]+|NotFound)Screen\.tsx$/;

/** The passkeys feature, its device port and adapter: loaded together with the member module. */
export const PASSKEY_MODULES =
  /src\/(core\/passkeys\/|core\/ports\/PasskeyDevicePort\.ts$|adapters\/browser\/(passkeyModule|BrowserPasskeyDevice)\.ts$)/;

/** Libraries every page runs on: one chunk of their own, kept across deploys of the app's code. */
export const FRAMEWORK_PACKAGES =
  /node_modules\/(react|react-dom|scheduler|mobx|mobx-react-lite|use-sync-external-store|wouter|regexparam|inversify|@inversifyjs\/[^/]+|reflect-metadata)\//;

/** zxcvbn's word lists: hundreds of KB, needed only on the pages with a password strength meter. */
export const PASSWORD_DICTIONARY_PACKAGES = /node_modules\/@zxcvbn-ts\/language-/;

/** The desk's QR decoder (ZXing, pure JS, ~100 KB gzip): for staff at /desk only. */
export const QR_DECODER_PACKAGES = /node_modules\/@zxing\//;

/**
 * The chunks' names (assets/<name>-<hash>.js): the build's groups, then three the worker leaves out
 * of its precache: the password dictionaries (a member on one bar of signal must not download them
 * on a first visit), the passkey ceremonies (src/adapters/browser/passkeyCeremonies.ts, named after
 * its module, with @simplewebauthn/browser: a passkey needs the network anyway) and the desk's QR
 * decoder (only staff scan codes).
 */
export const CHUNK = {
  framework: 'framework',
  entry: 'entry',
  app: 'app',
  passkeys: 'passkeys',
  member: 'member',
  passwordDictionary: 'zxcvbn-dictionary',
  passkeyCeremonies: 'passkeyCeremonies',
  qrDecoder: 'qrDecoder',
};

/** Matches a module id (an absolute path) that is the source file `path` of this repository. */
export function moduleAt(path) {
  return new RegExp(`/${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

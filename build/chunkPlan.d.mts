// Types of build/chunkPlan.mjs for vite.config.ts, the plugins of build/ and the TypeScript tests.
export declare const PAGE_ENTRY: string;
export declare const APP_START: string;
export declare const FIREBASE_ADAPTERS: string;
export declare const MEMBER_MODULE: string;
export declare const SIGNED_IN_START: string[];
export declare const SCREEN: RegExp;
export declare const VISITOR_SCREENS: RegExp;
export declare const PASSKEY_MODULES: RegExp;
export declare const FRAMEWORK_PACKAGES: RegExp;
export declare const PASSWORD_DICTIONARY_PACKAGES: RegExp;
export declare const QR_DECODER_PACKAGES: RegExp;
export declare const CHUNK: {
  readonly framework: 'framework';
  readonly entry: 'entry';
  readonly app: 'app';
  readonly passkeys: 'passkeys';
  readonly member: 'member';
  readonly passwordDictionary: 'zxcvbn-dictionary';
  readonly passkeyCeremonies: 'passkeyCeremonies';
  readonly qrDecoder: 'qrDecoder';
};
export declare function moduleAt(path: string): RegExp;

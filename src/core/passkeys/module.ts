import { feature } from '../kernel/feature';
import { AddPasskey } from './AddPasskey';
import { ConfirmPassword } from './ConfirmPassword';
import { LoadPasskeys } from './LoadPasskeys';
import { PasskeyOfferStore } from './PasskeyOfferStore';
import { PasskeySignInStore } from './PasskeySignInStore';
import { PasskeysOnThisDevice } from './PasskeysOnThisDevice';
import { PasskeysStore } from './PasskeysStore';
import { RemovePasskey } from './RemovePasskey';
import { SignInWithPasskey } from './SignInWithPasskey';

/**
 * Passkeys (DECISIONS.md "Passkeys"): signing in with one (loaded with the member module, before
 * the session), Settings > Passkeys and the one-time offer on home.
 */
export const passkeys = feature('passkeys', [
  PasskeysOnThisDevice,
  SignInWithPasskey,
  PasskeySignInStore,
  LoadPasskeys,
  AddPasskey,
  RemovePasskey,
  ConfirmPassword,
  PasskeysStore,
  PasskeyOfferStore,
]);

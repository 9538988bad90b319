import { ContainerModule } from 'inversify';
import { device } from './device/module';
import type { Feature } from './kernel/feature';
import { kernel } from './kernel/module';
import { member } from './member/module';
import { navigation } from './navigation/module';
import { session } from './session/module';
import { support } from './support/module';

/**
 * The features a visitor needs before signing in (the member area follows: memberModule.ts).
 * Not `account` (registration, create login, link membership, password reset, email
 * verification): its screens load it with `useFeatureService(account, ...)`, so its code comes
 * with their chunks rather than with every start (DECISIONS.md "Performance: the first visit and
 * the start").
 */
export const VISITOR_FEATURES: readonly Feature[] = [
  kernel,
  navigation,
  device,
  session,
  member,
  support,
];

/**
 * The application core a visitor needs before signing in: the session, sign-in, support and the
 * device, one instance each (the account forms load their feature themselves). Ports are bound
 * by an adapter family's module (fake or firebase + browser), MemberAreaLoader by the composition
 * root; this module names no adapter.
 */
export const coreModule = new ContainerModule((options) => {
  for (const { module } of VISITOR_FEATURES) module.load(options);
});

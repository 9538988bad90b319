import { ContainerModule } from 'inversify';
import { account } from './account/module';
import { device } from './device/module';
import type { Feature } from './kernel/feature';
import { kernel } from './kernel/module';
import { member } from './member/module';
import { navigation } from './navigation/module';
import { session } from './session/module';
import { support } from './support/module';

/** The features a visitor needs before signing in (the member area follows: memberModule.ts). */
export const VISITOR_FEATURES: readonly Feature[] = [
  kernel,
  navigation,
  device,
  session,
  member,
  account,
  support,
];

/**
 * The application core a visitor needs before signing in: the session, sign-in, registration,
 * password reset, support and the device, one instance each. Ports are bound by an adapter
 * family's module (fake or firebase + browser), MemberAreaLoader by the composition root; this
 * module names no adapter.
 */
export const coreModule = new ContainerModule((options) => {
  for (const { module } of VISITOR_FEATURES) module.load(options);
});

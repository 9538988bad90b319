import { useContext } from 'react';
import { DeviceStore } from '../../../core/device/DeviceStore';
import { UsageStatisticsConsentStore } from '../../../core/device/UsageStatisticsConsentStore';
import { homePromptToShow, type HomePrompt } from '../../../core/device/homePrompt';
import { PasskeyOfferStore } from '../../../core/passkeys/PasskeyOfferStore';
import { SessionStore } from '../../../core/session/SessionStore';
import { ContainerContext } from '../../di/ContainerContext';
import { useService } from '../../di/useService';

/**
 * The one prompt home shows now (core/device/homePrompt.ts): the passkey offer, the usage
 * question or the install hint. For observer components: each prompt renders only when it is
 * this one. The passkey offer belongs to the member area, which may not be loaded yet.
 */
export function useHomePrompt(): HomePrompt | null {
  const container = useContext(ContainerContext);
  const session = useService(SessionStore);
  const consent = useService(UsageStatisticsConsentStore);
  const device = useService(DeviceStore);
  const memberArea = session.memberArea !== null && container?.isBound(PasskeyOfferStore) === true;
  const passkeyOffer = memberArea ? container?.get(PasskeyOfferStore) : undefined;
  return homePromptToShow({
    passkey: passkeyOffer?.visible ?? false,
    'usage-statistics': consent.promptVisible,
    install: device.showInstallHint,
  });
}

import { ContainerModule } from 'inversify';
import { PasskeyDevicePort } from '../../core/ports/PasskeyDevicePort';
import { BrowserPasskeyDevice } from './BrowserPasskeyDevice';

/**
 * The device's passkeys, loaded into the container with the member module
 * (ContainerMemberAreaLoader), so the login page's first visit does not carry them.
 */
export default new ContainerModule(({ bind }) => {
  bind(BrowserPasskeyDevice).toSelf().inSingletonScope();
  bind(PasskeyDevicePort).toService(BrowserPasskeyDevice);
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { composeApp } from '../../../../src/app/container';
import { account } from '../../../../src/core/account/module';
import { PasswordResetStore } from '../../../../src/core/account/PasswordResetStore';
import { VerificationStore } from '../../../../src/core/account/VerificationStore';
import { VISITOR_FEATURES } from '../../../../src/core/module';
import { ContainerProvider } from '../../../../src/ui/di/ContainerProvider';
import ForgottenPasswordConfirmScreen from '../../../../src/ui/screens/account/ForgottenPasswordConfirmScreen';
import { cleanupDom, renderInDom } from '../../components/renderInDom';

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanupDom();
  delete window.__metFakeWorld;
});

describe('the account feature comes with its screens, not with the start', () => {
  it('is not in the start; the first render of an account screen loads it, once', async () => {
    const { container } = await composeApp('fake');

    expect(VISITOR_FEATURES).not.toContain(account);
    for (const service of account.services) {
      expect(container.isBound(service), service.name).toBe(false);
    }

    const { container: dom, rerender } = renderInDom(
      <ContainerProvider container={container}>
        <ForgottenPasswordConfirmScreen />
      </ContainerProvider>,
    );

    expect(dom.textContent).toContain('Check your inbox');
    for (const service of account.services) {
      expect(container.get(service), service.name).toBe(container.get(service));
    }
    const store = container.get(PasswordResetStore);
    // Another render (and another of the feature's stores) finds it loaded: no second binding.
    rerender(
      <ContainerProvider container={container}>
        <ForgottenPasswordConfirmScreen />
      </ContainerProvider>,
    );
    expect(container.get(PasswordResetStore)).toBe(store);
    expect(container.get(VerificationStore)).toBeInstanceOf(VerificationStore);
  });
});

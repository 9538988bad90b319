// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Container } from 'inversify';
import { ContainerProvider } from '../../../src/ui/di/ContainerProvider';
import { useService } from '../../../src/ui/di/useService';
import { cleanupDom, renderInDom } from './renderInDom';

interface Greeter {
  greet(): string;
}
const Greeter = Symbol('Greeter');

function Greeting() {
  return <p>{useService<Greeter>(Greeter).greet()}</p>;
}

describe('useService', () => {
  afterEach(() => {
    cleanupDom();
    vi.restoreAllMocks();
  });

  it('resolves a service from the container given to ContainerProvider', () => {
    const container = new Container();
    container.bind<Greeter>(Greeter).toConstantValue({ greet: () => 'Welcome back, Charlotte' });

    const { container: dom } = renderInDom(
      <ContainerProvider container={container}>
        <Greeting />
      </ContainerProvider>,
    );

    expect(dom.textContent).toBe('Welcome back, Charlotte');
  });

  it('says what is missing when there is no provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(() => renderInDom(<Greeting />)).toThrow(/ContainerProvider/);
  });
});

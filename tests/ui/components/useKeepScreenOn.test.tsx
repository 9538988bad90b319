// @vitest-environment jsdom
import { Container } from 'inversify';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { KeepScreenOn } from '../../../src/core/device/KeepScreenOn';
import { useKeepScreenOn } from '../../../src/ui/components/useKeepScreenOn';
import { ContainerProvider } from '../../../src/ui/di/ContainerProvider';
import { RecordingWakeLock } from '../../doubles/RecordingWakeLock';
import { cleanupDom, renderInDom } from './renderInDom';

afterEach(cleanupDom);

function CodeScreen({ code }: { code: boolean }) {
  useKeepScreenOn(code);
  return <p>{code ? 'QR code' : 'Loading'}</p>;
}

function mount(code: boolean) {
  const wakeLock = new RecordingWakeLock();
  const container = new Container();
  container.bind(KeepScreenOn).toConstantValue(new KeepScreenOn(wakeLock));
  const ui = (shown: boolean) => (
    <ContainerProvider container={container}>
      <CodeScreen code={shown} />
    </ContainerProvider>
  );
  const rendered = renderInDom(ui(code));
  return { wakeLock, rendered, show: (shown: boolean) => rendered.rerender(ui(shown)) };
}

const answered = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('useKeepScreenOn', () => {
  it('keeps the screen on only once the code is on screen, and lets it dim when it leaves', async () => {
    const { wakeLock, show } = mount(false);
    await answered();
    expect(wakeLock.requests).toBe(0);

    show(true);
    await answered();
    expect(wakeLock.held).toBe(1);

    show(false);
    expect(wakeLock.held).toBe(0);
  });

  it('releases the lock when the screen showing the code goes away (navigating off)', async () => {
    const { wakeLock, rendered } = mount(true);
    await answered();
    expect(wakeLock.held).toBe(1);

    rendered.unmount();

    expect(wakeLock.held).toBe(0);
  });
});

import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// Tells React this is a test environment so act() flushes effects and updates.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  rerender: (ui: ReactNode) => void;
  unmount: () => void;
}

const mounted: Array<{ root: Root; container: HTMLElement }> = [];

/** Renders into a fresh element attached to document.body (so focus and portals work). */
export function renderInDom(ui: ReactNode): Rendered {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  act(() => root.render(ui));
  mounted.push({ root, container });
  return {
    container,
    rerender: (next) => act(() => root.render(next)),
    unmount: () => act(() => root.unmount()),
  };
}

/** Unmounts everything renderInDom mounted; call from afterEach. */
export function cleanupDom() {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
  document.body.innerHTML = '';
}

export function pressKey(target: Element, key: string, options: { shiftKey?: boolean } = {}) {
  act(() => {
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...options }),
    );
  });
}

export function click(target: Element) {
  act(() => {
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
}

/** Types into a controlled input the way React expects (native setter, then an input event). */
export function typeInto(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = Object.getPrototypeOf(input) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

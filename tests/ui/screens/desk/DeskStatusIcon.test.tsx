// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { DeskStatusKind } from '../../../../src/core/desk/deskStatus';
import { DeskStatusIcon } from '../../../../src/ui/screens/desk/DeskStatusIcon';
import { cleanupDom, renderInDom } from '../../components/renderInDom';

const KINDS: DeskStatusKind[] = ['valid', 'redeemed', 'already', 'refused', 'card', 'unchecked'];

describe("the desk's status icon", () => {
  afterEach(cleanupDom);

  it('draws each status its own shape, hidden from assistive technology (the line says it)', () => {
    const drawn = KINDS.map((kind) => {
      const { container } = renderInDom(<DeskStatusIcon kind={kind} />);
      const icon = container.querySelector('svg');
      expect(icon?.getAttribute('aria-hidden'), kind).toBe('true');
      expect(icon?.getAttribute('class'), kind).toBe('icon desk-status__icon');
      expect(icon?.childElementCount, kind).toBeGreaterThan(0);
      return icon?.innerHTML;
    });

    expect(new Set(drawn).size).toBe(KINDS.length);
  });
});

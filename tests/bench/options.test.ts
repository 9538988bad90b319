import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from '../../bench/options.mjs';

describe('parseBenchArgs (npm run bench -- ...)', () => {
  it('runs the whole bench without flags', () => {
    expect(parseBenchArgs([])).toEqual({ only: null });
  });

  it('runs the fake-mode returning visits alone, written either way', () => {
    expect(parseBenchArgs(['--only', 'returning-fake'])).toEqual({ only: 'returning-fake' });
    expect(parseBenchArgs(['--only=returning-fake'])).toEqual({ only: 'returning-fake' });
  });

  it("runs the functions' cold import alone", () => {
    expect(parseBenchArgs(['--only', 'functions-cold'])).toEqual({ only: 'functions-cold' });
  });

  it('refuses an unknown step, a missing one or an unknown flag, with the usage', () => {
    expect(() => parseBenchArgs(['--only', 'lighthouse'])).toThrow(
      /--only takes one of returning-fake, functions-cold/,
    );
    expect(() => parseBenchArgs(['--only'])).toThrow(/usage: npm run bench/);
    expect(() => parseBenchArgs(['--fast'])).toThrow(/unknown argument --fast/);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvalidFormError } from '../../../src/core/kernel/InvalidFormError';
import { validated } from '../../../src/core/kernel/formValidation';
import { messages } from '../../../src/core/kernel/messages';
import type * as FormSchemas from '../../../src/core/kernel/schemas';

const SCHEMAS = '../../../src/core/kernel/schemas';

afterEach(() => {
  vi.doUnmock(SCHEMAS);
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('a form sent with valid values', () => {
  it('gives back the values the form rules made of them', async () => {
    const values: unknown = await validated(
      (schemas: typeof FormSchemas) => schemas.forgottenPasswordSchema,
      { email: '  ada@example.com ' },
    );

    expect(values).toEqual({ email: 'ada@example.com' });
  });
});

describe('a form sent with values its rules refuse', () => {
  it('is stopped with the problems to show in red, and nothing is sent', async () => {
    const refusal: unknown = await validated(
      (schemas: typeof FormSchemas) => schemas.forgottenPasswordSchema,
      { email: '' },
    ).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(InvalidFormError);
    const invalid = refusal as InvalidFormError;
    expect(invalid.name).toBe('InvalidFormError');
    expect(Object.keys(invalid.fieldErrors)).toEqual(['email']);
    expect(invalid.message).toBe(messages.validation.requiredInformation);
  });
});

describe('a form sent while its rules cannot be downloaded', () => {
  it('tells the member about the network, and logs why', async () => {
    vi.resetModules();
    vi.doMock(SCHEMAS, () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loadFormSchemas } = await import('../../../src/core/kernel/formValidation');
    const { FunctionError } = await import('../../../src/core/kernel/FunctionError');

    const failure: unknown = await loadFormSchemas().catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(FunctionError);
    expect((failure as InstanceType<typeof FunctionError>).code).toBe('unavailable');
    expect((failure as InstanceType<typeof FunctionError>).message).toBe(messages.errors.network);
    expect(log).toHaveBeenCalledWith('The form rules could not be downloaded', expect.anything());
  });
});

/** A callable answered with a shape the port boundary refused; never reaches a view as undefined. */
export class MalformedResponseError extends Error {
  override readonly name = 'MalformedResponseError';

  constructor(
    readonly callable: string,
    readonly problem: string,
  ) {
    super(`Malformed response from ${callable}: ${problem}`);
  }
}

/**
 * A screen's code could not be downloaded: after a deploy the old chunk names are gone, so the
 * app was updated under the member's feet (spec section 8, 'Update Applied').
 */
export class ChunkLoadError extends Error {
  constructor(
    readonly screen: string,
    override readonly cause: unknown,
  ) {
    super(`The code of screen ${screen} could not be loaded`);
    this.name = 'ChunkLoadError';
  }
}

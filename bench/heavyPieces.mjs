/**
 * Libraries that must load only where they are used
 * (DECISIONS.md "Performance: the first visit and the start"), by the module ids that make them.
 */
export const HEAVY_PIECES = {
  'zxcvbn dictionaries': /^node_modules\/@zxcvbn-ts\/language-(common|en)\//,
  qrcode: /^node_modules\/qrcode\//,
  'firestore/lite': /^node_modules\/@firebase\/firestore\/dist\/lite\//,
  /**
   * The SDK a visitor must not download before signing in
   * (DECISIONS.md "Performance: the first visit and the start"; "Performance: the real path" keeps
   * it).
   */
  'Firebase SDK (app, Auth)': /^node_modules\/@firebase\/(app|auth)\//,
};

/**
 * Whether a visit loaded a heavy piece: 'loaded' when the app's own chunks brought it,
 * 'fake world only' when only the in-browser backend of fake mode did (it makes the QR codes
 * the real backend makes on the server), 'absent' otherwise.
 */
export function heavyPieceStatus(piece, loadedFiles, chunkModules, isFakeWorldModule) {
  const pattern = HEAVY_PIECES[piece];
  const modules = loadedFiles.flatMap((file) => chunkModules.get(file) ?? []);
  const used = modules.filter((module) => pattern.test(module.moduleId));
  if (used.length === 0) return 'absent';
  return used.every((module) => isFakeWorldModule(module.moduleId)) ? 'fake world only' : 'loaded';
}

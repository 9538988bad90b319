import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../functions/src/seed/demoMembers';
import { FAKE_WORLD_STORAGE_KEY } from '../../src/adapters/fake/world/storedWorld';
import { cspHash, deployProblems, FAKE_WORLD_MARKERS } from '../../scripts/check-deployable.mjs';
import { CHECK_PAINTED_SCRIPT } from '../../src/start/checkPaintedScript.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const SCRIPT = join(ROOT, 'scripts', 'check-deployable.mjs');
const SPLASH_CSS = '.app-splash{position:fixed;inset:0}';
/** The script the service worker writes into a painted page: every policy must allow it. */
const PAINTED_CHECK = cspHash(CHECK_PAINTED_SCRIPT);

const folders: string[] = [];

/** A build folder and a firebase.json beside it, as small as the check needs. */
function aBuild(options: {
  files?: Record<string, string>;
  headStyle?: string;
  extraHtml?: string;
  styleSources?: string;
  scriptSources?: string;
}): { distDir: string; firebaseJson: string } {
  const root = mkdtempSync(join(tmpdir(), 'met-deployable-'));
  folders.push(root);
  const distDir = join(root, 'dist');
  const style = options.headStyle ?? SPLASH_CSS;
  const files = {
    'index.html': `<!doctype html><html><head><style>${style}</style></head><body><div id="root"></div>${options.extraHtml ?? ''}<script type="module" src="/assets/index-a1.js"></script></body></html>`,
    'assets/index-a1.js': 'import("./module-b2.js");',
    'assets/module-b2.js': 'export const firebaseModule = {};',
    ...options.files,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(distDir, path)), { recursive: true });
    writeFileSync(join(distDir, path), text);
  }
  const firebaseJson = join(root, 'firebase.json');
  const policy = `default-src 'self'; script-src ${options.scriptSources ?? "'self'"} ${PAINTED_CHECK}; style-src ${options.styleSources ?? `'self' ${cspHash(SPLASH_CSS)}`}`;
  writeFileSync(
    firebaseJson,
    JSON.stringify({
      hosting: {
        public: 'dist',
        headers: [{ source: '**', headers: [{ key: 'Content-Security-Policy', value: policy }] }],
      },
    }),
  );
  return { distDir, firebaseJson };
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('scripts/check-deployable.mjs (Hosting predeploy)', () => {
  it("looks for the fake world by the strings only the fake world's code holds", () => {
    expect(FAKE_WORLD_MARKERS).toEqual([DEMO_PASSWORD, FAKE_WORLD_STORAGE_KEY, '__metFakeWorld']);
  });

  it('passes a Firebase build whose inline styles the CSP allows by hash', () => {
    const { distDir, firebaseJson } = aBuild({});

    expect(deployProblems(distDir, firebaseJson)).toEqual([]);
  });

  it.each(FAKE_WORLD_MARKERS)('refuses a build holding the fake world (%s)', (marker) => {
    const { distDir, firebaseJson } = aBuild({
      files: { 'assets/module-c3.js': `const world = "${marker}";` },
    });

    expect(deployProblems(distDir, firebaseJson)).toEqual([
      expect.stringMatching(/^assets\/module-c3\.js holds the fake world/),
    ]);
  });

  it('refuses an inline style the CSP does not allow, naming the hash to put in', () => {
    const changed = `${SPLASH_CSS}.app-splash__name{font-size:3rem}`;
    const { distDir, firebaseJson } = aBuild({ headStyle: changed });

    expect(deployProblems(distDir, firebaseJson)).toEqual([
      expect.stringContaining(`put ${cspHash(changed)} in style-src`),
    ]);
  });

  it('passes an inline script the CSP allows by hash, and refuses it once its text changes', () => {
    const script = 'window.hinted = true;';
    const allowed = aBuild({
      extraHtml: `<script>${script}</script>`,
      scriptSources: `'self' ${cspHash(script)}`,
    });
    expect(deployProblems(allowed.distDir, allowed.firebaseJson)).toEqual([]);

    const changed = aBuild({
      extraHtml: `<script>${script}/* changed */</script>`,
      scriptSources: `'self' ${cspHash(script)}`,
    });
    expect(deployProblems(changed.distDir, changed.firebaseJson)).toEqual([
      expect.stringContaining(`put ${cspHash(`${script}/* changed */`)} in script-src`),
    ]);
  });

  it("refuses an inline script or a style attribute, which script-src 'self' and the hash block", () => {
    const { distDir, firebaseJson } = aBuild({
      extraHtml: '<script>window.x = 1</script><p style="color:red">x</p>',
    });

    expect(deployProblems(distDir, firebaseJson)).toEqual([
      expect.stringContaining('inline <script>'),
      expect.stringContaining('style attribute'),
    ]);
  });

  it("refuses a CSP that does not allow the painted copy's check, which the service worker writes into the page", () => {
    const { distDir, firebaseJson } = aBuild({});
    const json = readFileSync(firebaseJson, 'utf8').replace(` ${PAINTED_CHECK}`, '');
    writeFileSync(firebaseJson, json);

    expect(deployProblems(distDir, firebaseJson)).toEqual([
      expect.stringContaining(
        `the painted copy's check (src/start/checkPaintedScript.mjs) is not allowed by the CSP: put ${PAINTED_CHECK} in script-src`,
      ),
    ]);
  });

  it('refuses a folder with no index.html (nothing built)', () => {
    const { firebaseJson } = aBuild({});

    expect(deployProblems(join(tmpdir(), 'met-no-such-dist'), firebaseJson)).toEqual([
      expect.stringContaining('is missing'),
    ]);
  });

  it('the CSP hash is the one browsers compute: base64 SHA-256 of the UTF-8 text', () => {
    // The example of CSP Level 3, section 8.3: <script>alert('Hello, world.');</script>.
    expect(cspHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });

  it('exits non-zero on a fake build and zero on a Firebase build, as the predeploy step', () => {
    const fake = aBuild({ files: { 'assets/module-c3.js': DEMO_PASSWORD } });
    const firebase = aBuild({});
    const run = ({ distDir, firebaseJson }: { distDir: string; firebaseJson: string }) => {
      try {
        execFileSync(process.execPath, [SCRIPT, distDir, firebaseJson], { stdio: 'pipe' });
        return 0;
      } catch (error) {
        return (error as { status: number }).status;
      }
    };

    expect(run(fake)).toBe(1);
    expect(run(firebase)).toBe(0);
  });

  it("is firebase.json's Hosting predeploy step, on the folder Hosting deploys", () => {
    const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
      hosting: { public: string; predeploy?: string[] };
    };

    expect(config.hosting.predeploy).toEqual([
      'node "$PROJECT_DIR/scripts/check-deployable.mjs" "$RESOURCE_DIR"',
    ]);
    expect(config.hosting.public).toBe('dist');
  });
});

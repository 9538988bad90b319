import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './builds.mjs';

const VITE_BIN = path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const READY_TIMEOUT_MS = 60_000;

/** Every server this run started, so a failure anywhere still stops them all. */
const running = new Set();

/**
 * Starts `vite preview` for a built folder on a fixed loopback port, as a child process.
 * @returns {Promise<{origin: string, stop: () => void}>}
 */
export async function startPreview({ outDir, port, configFile }) {
  const args = [VITE_BIN, 'preview', '--outDir', outDir, '--port', String(port)];
  args.push('--strictPort', '--host', '127.0.0.1');
  if (configFile) args.push('--config', configFile);
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (data) => (output += data));
  child.stderr.on('data', (data) => (output += data));
  const server = { origin: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
  running.add(server);
  try {
    await waitUntilServing(server.origin, child, () => output);
  } catch (error) {
    server.stop();
    throw error;
  }
  return server;
}

/** Kills the one process this run started, by its pid (vite.js runs in it, not under npx). */
function stopChild(child) {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}

/** Stops every preview server still running (on success and on failure). */
export function stopAllPreviews() {
  for (const server of running) server.stop();
  running.clear();
}

async function waitUntilServing(origin, child, output) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`vite preview for ${origin} exited (${child.exitCode}):\n${output()}`);
    }
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview for ${origin} did not answer within ${READY_TIMEOUT_MS} ms`);
}

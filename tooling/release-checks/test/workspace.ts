// Shared by the repository checks: where the workspace is, its binaries, and a scratch copy of
// its files (tracked and untracked, minus what .gitignore drops) in os.tmpdir().
import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../../', import.meta.url));

export const bin = (name: string): string => join(root, 'node_modules', '.bin', name);

const quietEnv = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', COREPACK_ENABLE_DOWNLOAD_PROMPT: '0', FORCE_COLOR: '0', NO_COLOR: '1' };

export function run(cmd: string, args: string[], options: ExecFileSyncOptions = {}): string {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: quietEnv, maxBuffer: 64 * 1024 * 1024, ...options }).toString();
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${e.message}\n${e.stdout ?? ''}\n${e.stderr ?? ''}`);
  }
}

/** Copies the workspace's source files (no node_modules, no build output) into a new temp folder. */
export function copyWorkspace(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `atrium-${prefix}-`));
  const files = run('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root }).split('\0').filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    try {
      cpSync(join(root, file), join(dir, file));
    } catch {
      // a tracked file deleted in the working tree: it is not part of the current state
    }
  }
  return dir;
}

/** The versions in pnpm-workspace.yaml's catalog, without their range operators. */
export function catalogVersions(): Record<string, string> {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const section = yaml.split(/^catalog:\s*$/m)[1]?.split(/^\S/m)[0] ?? '';
  const versions: Record<string, string> = {};
  for (const match of section.matchAll(/^ {2}"?([^":\s]+)"?:\s*"?\^?~?([^"\s#]+)"?/gm)) {
    if (match[1] && match[2]) versions[match[1]] = match[2];
  }
  return versions;
}

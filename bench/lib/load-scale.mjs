// Helpers of bench/load.mjs --scale: the server's resident memory, the statement a request sent as
// PostgreSQL logged it (so pgbench runs the very same SQL), and pgbench's figures.
import { readdirSync, readFileSync } from 'node:fs';

/** Resident set size of a process in MB (Linux /proc), or null when it cannot be read. */
export function readRss(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** ppid and CPU time (user + system, ms) of a process from /proc/<pid>/stat, or undefined. */
function procStat(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1).split(' ');
    // after the name: state ppid … utime (14th field of the line, 12th here) stime; clock ticks of 10 ms
    return { ppid: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * 10 };
  } catch {
    return undefined;
  }
}

/**
 * CPU time (ms) of each live process in the tree under `rootPid`, itself included (the server's
 * cluster workers, PostgreSQL's backends): sample it before and after a load and subtract, per pid
 * (a backend that ended in between is not counted; one that started is counted from 0).
 */
export function treeCpuMs(rootPid) {
  const all = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = procStat(name);
    if (stat) all.set(Number(name), stat);
  }
  const tree = new Map();
  const walk = (pid) => {
    const stat = all.get(pid);
    if (!stat || tree.has(pid)) return;
    tree.set(pid, stat.cpuMs);
    for (const [child, s] of all) if (s.ppid === pid) walk(child);
  };
  walk(rootPid);
  return tree;
}

/** CPU ms spent between two treeCpuMs samples. */
export function cpuSpentMs(before, after) {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** The log's entries: each starts with the default log_line_prefix's timestamp (`%m [%p] `). */
function logEntries(text) {
  return text.split(/\n(?=\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)/).map((entry) => entry.trim()).filter(Boolean);
}

/** `$1 = 'x', $2 = NULL` of a DETAIL line, as [number, literal] pairs. */
function parameters(detail) {
  return [...detail.matchAll(/\$(\d+) = ('(?:[^']|'')*'|NULL)/g)].map((m) => [Number(m[1]), m[2]]);
}

/**
 * The main statement of one request, with its parameters written in, from PostgreSQL's log with
 * log_min_duration_statement = 0: the longest executed statement that is not the session check
 * (sessions, the login limiter), i.e. the list or detail query itself. Undefined when none.
 */
export function capturedStatement(logText) {
  const main = executedStatements(logText).filter((s) => !/"sessions"|\bsessions\b|login_attempts|role_permissions|"roles"/i.test(s));
  return main.sort((a, b) => b.length - a.length)[0];
}

/**
 * Every statement one request executed, in order, with its parameters written in (the log's own
 * settings changes left out): a write's whole transaction, the session check included, for
 * pgbench to run as the server sent it. Each is one round trip from the server to PostgreSQL.
 */
export function executedStatements(logText) {
  const entries = logEntries(logText);
  const executed = [];
  for (let i = 0; i < entries.length; i += 1) {
    const statement = /LOG:\s+duration: [\d.]+ ms\s+(?:execute [^:]*|statement): ([\s\S]*)$/.exec(entries[i])?.[1];
    if (statement === undefined) continue;
    const detail = entries[i + 1]?.includes('DETAIL:  parameters:') ? entries[i + 1] : '';
    let text = statement.replace(/\n\t/g, '\n').trim();
    for (const [n, literal] of parameters(detail).sort((a, b) => b[0] - a[0])) text = text.replace(new RegExp(`\\$${n}(?!\\d)`, 'g'), literal);
    if (!/pg_reload_conf|ALTER SYSTEM/i.test(text)) executed.push(text);
  }
  return executed;
}

/**
 * executedStatements of several requests, split into one list per request: each request's first
 * statement is its session check (the only statement that reads "sessions" by token).
 */
export function splitRequests(statements) {
  const requests = [];
  for (const statement of statements) {
    if (/from "sessions"/.test(statement) && /"token_hash"/.test(statement)) requests.push([]);
    requests.at(-1)?.push(statement);
  }
  return requests;
}

/** tps and average latency from pgbench's report. */
export function parsePgbench(stdout) {
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1] ?? /tps = ([\d.]+)/.exec(stdout)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(stdout)?.[1];
  const failed = /number of failed transactions: (\d+)/.exec(stdout)?.[1];
  return { tps: tps === undefined ? null : Math.round(Number(tps) * 10) / 10, latencyAvgMs: latency === undefined ? null : Number(latency), failed: failed === undefined ? 0 : Number(failed) };
}

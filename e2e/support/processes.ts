import fs from 'node:fs';

/**
 * What a server process runs and holds, read from Linux's /proc: which FFmpeg conversions a node has under way
 * (its ffmpeg children), and its resident memory.
 */

export interface ChildProcessInfo {
  pid: number;
  /** The command's name as the kernel keeps it ('ffmpeg'). */
  name: string;
}

/** `/proc/{pid}/stat`: 'pid (name) state ppid …', where the name may hold spaces and parentheses. */
function readStat(pid: number): { name: string; parent: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const open = stat.indexOf('(');
    const close = stat.lastIndexOf(')');
    const [, parent] = stat
      .slice(close + 2)
      .split(' ')
      .slice(0, 2);
    return { name: stat.slice(open + 1, close), parent: Number(parent) };
  } catch {
    return null; // ended while the list was read
  }
}

/** The processes `pid` started that still run. */
export function childProcesses(pid: number): ChildProcessInfo[] {
  const children: ChildProcessInfo[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat?.parent === pid) children.push({ pid: Number(entry), name: stat.name });
  }
  return children;
}

/** The FFmpeg processes `pid` runs: its conversions under way. */
export const ffmpegChildren = (pid: number) => childProcesses(pid).filter((child) => child.name === 'ffmpeg');

/** Resident memory of `pid` in bytes (VmRSS); null once it has ended. */
export function residentBytes(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

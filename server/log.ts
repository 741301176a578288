import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** pino's own fields and Fastify's per-request ones: the line says them otherwise or not at all. */
const HIDDEN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err', 'reqId', 'req', 'res']);

const pad = (n: number) => String(n).padStart(2, '0');

/** One pino record (parsed JSON) as a terminal line: `18:20:01 INFO  message key=value`. */
export function formatLogLine(record: Record<string, unknown>): string {
  const time = new Date(typeof record.time === 'number' ? record.time : Date.now());
  const stamp = `${pad(time.getHours())}:${pad(time.getMinutes())}:${pad(time.getSeconds())}`;
  const level = (LEVELS[record.level as number] ?? String(record.level)).padEnd(5);
  const extras = Object.entries(record)
    .filter(([key, value]) => !HIDDEN.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === 'object' ? JSON.stringify(value) : String(value)}`);
  const err = record.err as { stack?: string; message?: string } | undefined;
  const text = [record.msg ?? err?.message ?? '', ...extras].filter((part) => part !== '').join(' ');
  return `${stamp} ${level} ${text}${err?.stack ? `\n${err.stack}` : ''}`;
}

/** The server's logger: pino, written as plain lines a person can read in a terminal. */
export function createLogger(
  level: string,
  write: (line: string) => void = (l) => process.stdout.write(l),
): FastifyBaseLogger {
  return pino(
    { level },
    {
      write(json: string) {
        let record: Record<string, unknown>;
        try {
          record = JSON.parse(json) as Record<string, unknown>;
        } catch {
          return write(json);
        }
        write(formatLogLine(record) + '\n');
      },
    },
  ) as FastifyBaseLogger;
}

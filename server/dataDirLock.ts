import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite does not lock its directory, and two processes writing one directory corrupt it.
 * The lock file holds the owner's pid: a live owner refuses us, a dead one's lock is taken over
 * at once (a lock that only goes stale after a timeout would delay restarts after a crash).
 */
export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `The data directory ${dir} is in use by another server (pid ${owner}). Stop it first, or start this one with another DATA_DIR or a DATABASE_URL.`,
        );
      }
      fs.rmSync(file, { force: true }); // the owner is gone: take the lock over
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dir}`);
}

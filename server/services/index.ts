import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Jobs } from '../jobs';
import path from 'node:path';
import { AuthService } from './auth';
import { SettingsService } from './settings';

/** Everything the routes call, built once per app. */
export interface Services {
  handle: DatabaseHandle;
  config: Config;
  jobs: Jobs;
  auth: AuthService;
  settings: SettingsService;
}

export function createServices(handle: DatabaseHandle, config: Config, jobs: Jobs, now?: () => Date): Services {
  return {
    handle,
    config,
    jobs,
    auth: new AuthService(handle.db, config, now),
    settings: new SettingsService(handle.db, path.join(config.dataDir, 'images')),
  };
}

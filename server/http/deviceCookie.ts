import type { FastifyRequest } from 'fastify';
import { DEVICE_ID } from '../services/signInLimits';

/** The browser's device id: set on a good sign-in, sent back only to the sign-in calls. */
const NAME = 'fbo_device';
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function readDevice(req: FastifyRequest): string | undefined {
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === NAME && value && DEVICE_ID.test(value)) return value;
  }
  return undefined;
}

export function deviceCookie(device: string, secure: boolean): string {
  return [
    `${NAME}=${device}`,
    'Path=/backend/api/auth',
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

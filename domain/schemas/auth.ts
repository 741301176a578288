import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../password';

/** Request bodies of the sign-in calls, shared by the server's routes and the browser's forms. */
const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254)
  .pipe(z.email('Email must be a valid e-mail address'));
const password = z
  .string()
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH * 4);
const token = z.string().min(1, 'Token is missing').max(200);

export const loginBody = z.object({ email, password });
export const forgotPasswordBody = z.object({ email });
export const checkTokenBody = z.object({ token });
export const updatePasswordBody = z.object({ token, password });
export const changePasswordBody = z.object({ email, password });

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  Form,
  Link,
  PasswordInput,
  TextInput,
  email,
  required,
  useLocation,
  useLogin,
  useTranslate,
} from 'react-admin';
import { useOneAtATime } from '../components/actions/useOneAtATime';
import { MessageBanner, type Banner } from '../components/MessageBanner';
import { errorMessage } from '../../dataProvider/errors';
import { AuthCard } from './AuthCard';

interface Credentials {
  email: string;
  password: string;
}

/**
 * Sign-in (spec 000 section 2): shown at / and /login, and in place of any screen while
 * signed out. A failed sign-in shows the server's message in a dismissible red alert.
 */
export const LoginPage = () => {
  const login = useLogin();
  const translate = useTranslate();
  const location = useLocation();
  const [banner, setBanner] = useState<Banner | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // Shown in place of a deep link (e.g. /stock): stay on it after signing in. From / and
  // /login, react-admin goes to the page that sent the user here, or to /.
  const stayOn = ['/', '/login'].includes(location.pathname)
    ? undefined
    : location.pathname + location.search;

  const { once } = useOneAtATime();
  const submit = (values: Record<string, unknown>) => once(() => signIn(values));
  const signIn = async (values: Record<string, unknown>) => {
    const { email: address, password } = values as unknown as Credentials;
    setSubmitting(true);
    setBanner(null);
    try {
      await login({ email: address, password }, stayOn);
    } catch (error) {
      setBanner({ severity: 'error', message: errorMessage(error) });
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title="app.login.title">
      <Form onSubmit={submit}>
        <TextInput
          source="email"
          type="email"
          label="app.login.email"
          autoComplete="email"
          validate={[required(), email()]}
          autoFocus
        />
        <PasswordInput
          source="password"
          label="app.login.password"
          autoComplete="current-password"
          validate={required()}
        />
        <MessageBanner banner={banner} onClose={() => setBanner(null)} />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting} sx={{ mt: 1 }}>
          {translate('app.login.sign_in')}
        </Button>
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Link to="/forgot-password">{translate('app.login.forgot_password')}</Link>
        </Box>
      </Form>
    </AuthCard>
  );
};

import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {
  Form,
  Link,
  PasswordInput,
  required,
  useLocation,
  useNavigate,
  useNotify,
  useTranslate,
} from 'react-admin';
import { PASSWORD_MIN_LENGTH, passwordProblem } from '../../domain/password';
import { authApi } from '../../authProvider/authApi';
import { errorMessage } from '../../dataProvider/errors';
import { useOneAtATime } from '../components/actions/useOneAtATime';
import { MessageBanner, type Banner } from '../components/MessageBanner';
import { AuthCard } from './AuthCard';

type TokenState = 'checking' | 'valid' | 'invalid';

/**
 * /set-password?token=... (spec 000 sections 2, 4, 5, 8), the page an invitation or reset
 * e-mail links to. The token is checked first; then a new password is chosen and confirmed.
 */
export const SetPasswordPage = () => {
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token');
  return (
    <AuthCard title="app.set_password.title">
      {token ? <CheckedToken token={token} /> : <TokenMissing />}
    </AuthCard>
  );
};

const TokenMissing = () => {
  const translate = useTranslate();
  return (
    <Typography role="alert" color="error" align="center">
      {translate('app.set_password.token_missing')}
    </Typography>
  );
};

const CheckedToken = ({ token }: { token: string }) => {
  const translate = useTranslate();
  const [state, setState] = useState<TokenState>('checking');

  useEffect(() => {
    let current = true;
    setState('checking');
    authApi.checkToken(token).then(
      () => current && setState('valid'),
      () => current && setState('invalid'),
    );
    return () => {
      current = false;
    };
  }, [token]);

  if (state === 'checking') {
    return (
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', justifyContent: 'center' }}>
        <CircularProgress size={20} />
        <Typography>{translate('app.set_password.checking_token')}</Typography>
      </Box>
    );
  }
  if (state === 'invalid') {
    return (
      <Box sx={{ textAlign: 'center' }}>
        <Typography role="alert" color="error" sx={{ fontWeight: 600 }}>
          {translate('app.set_password.token_invalid')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {translate('app.set_password.token_help')}
        </Typography>
        <Link to="/forgot-password">{translate('app.set_password.ask_new_link')}</Link>
      </Box>
    );
  }
  return <NewPasswordForm token={token} />;
};

/** The policy's own check (domain/password.ts); the server repeats it and adds common-password refusal. */
const acceptablePassword = (value: unknown) =>
  passwordProblem(typeof value === 'string' ? value : '') ?? undefined;

const NewPasswordForm = ({ token }: { token: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [banner, setBanner] = useState<Banner | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const { once, finish } = useOneAtATime();

  const submit = (values: Record<string, unknown>) => once(() => setPassword(values));
  const setPassword = async (values: Record<string, unknown>) => {
    const password = String(values.password ?? '');
    if (password !== String(values.confirmPassword ?? '')) {
      setBanner({ severity: 'error', message: 'app.set_password.mismatch' });
      return;
    }
    setSubmitting(true);
    setBanner(null);
    try {
      const { msg } = await authApi.updatePassword(password, token);
      finish(); // the link is spent: a second click sends nothing
      // The message stays visible on the sign-in screen that follows.
      notify(msg || 'ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
      navigate('/');
    } catch (error) {
      // e.g. a common password, or a link that expired meanwhile: the server says which.
      setBanner({ severity: 'error', message: errorMessage(error) });
      setSubmitting(false);
    }
  };

  return (
    <Form onSubmit={submit}>
      <PasswordInput
        source="password"
        label="app.set_password.new_password"
        autoComplete="new-password"
        validate={[required(), acceptablePassword]}
        helperText={translate('app.set_password.min_length_hint', { min: PASSWORD_MIN_LENGTH })}
        autoFocus
      />
      <PasswordInput
        source="confirmPassword"
        label="app.set_password.confirm_password"
        autoComplete="new-password"
        validate={required()}
      />
      <MessageBanner banner={banner} onClose={() => setBanner(null)} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting} sx={{ mt: 1 }}>
        {translate('app.set_password.submit')}
      </Button>
    </Form>
  );
};

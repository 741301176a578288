import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Form, Link, TextInput, email, required, useTranslate } from 'react-admin';
import { authApi } from '../../authProvider/authApi';
import { errorMessage } from '../../dataProvider/errors';
import { useOneAtATime } from '../components/actions/useOneAtATime';
import { MessageBanner, type Banner } from '../components/MessageBanner';
import { AuthCard } from './AuthCard';

/**
 * /forgot-password (spec 000 section 2): one e-mail field and 'Continue'. The server answers
 * the same whether or not the account exists; its msg shows in green, a failure in red.
 */
export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const [banner, setBanner] = useState<Banner | null>(null);
  const { once, isPending: submitting } = useOneAtATime();

  const submit = (values: Record<string, unknown>) => once(() => requestLink(values));
  const requestLink = async (values: Record<string, unknown>) => {
    setBanner(null);
    try {
      const { msg } = await authApi.forgotPassword(String(values.email));
      setBanner({ severity: 'success', message: msg });
    } catch (error) {
      setBanner({ severity: 'error', message: errorMessage(error) });
    }
  };

  return (
    <AuthCard title="app.forgot_password.title">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.forgot_password.intro')}
      </Typography>
      <Form onSubmit={submit}>
        <TextInput
          source="email"
          type="email"
          label="app.forgot_password.email"
          autoComplete="email"
          validate={[required(), email()]}
          autoFocus
        />
        <MessageBanner banner={banner} onClose={() => setBanner(null)} />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting} sx={{ mt: 1 }}>
          {translate('app.forgot_password.continue')}
        </Button>
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Link to="/">{translate('app.forgot_password.back_to_sign_in')}</Link>
        </Box>
      </Form>
    </AuthCard>
  );
};

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Form, Link, TextInput, email, required, useTranslate } from 'react-admin';
import { authApi } from '../../authProvider/authApi';
import { MessageBanner } from '../components/MessageBanner';
import { useRequestWithBanner } from '../components/useRequestWithBanner';
import { FormIntro } from '../components/forms/FormIntro';
import { AuthCard } from './AuthCard';

/**
 * /forgot-password (spec 000 section 2): one e-mail field and 'Continue'. The server answers
 * the same whether or not the account exists; its msg shows in green, a failure in red.
 */
export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const { banner, clearBanner, submit, submitting } = useRequestWithBanner(
    async (values) => (await authApi.forgotPassword(String(values.email))).msg,
  );

  return (
    <AuthCard title="app.forgot_password.title">
      <FormIntro text="app.forgot_password.intro" />
      <Form onSubmit={submit}>
        <TextInput
          source="email"
          type="email"
          label="app.forgot_password.email"
          autoComplete="email"
          validate={[required(), email()]}
          autoFocus
        />
        <MessageBanner banner={banner} onClose={clearBanner} />
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

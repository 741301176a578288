import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Form, PasswordInput, required, useGetIdentity, useTranslate } from 'react-admin';
import { errorMessage } from '../../dataProvider/errors';
import { isSignedOut, useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { useOneAtATime } from '../../src/components/actions';
import { MessageBanner, type Banner } from '../../src/components/MessageBanner';
import { ScreenHeading } from '../../src/components/ScreenHeading';

/**
 * Change Password (spec 001 sections 2, 4, 5, 7, 8), every role: the current password, then
 * 'Continue'. The server checks it and e-mails a reset link; its msg shows in a dismissible
 * alert, green on success and red on failure.
 */
const ChangePassword = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { identity } = useGetIdentity();
  const [banner, setBanner] = useState<Banner | null>(null);
  const { once, isPending: submitting } = useOneAtATime();

  const submit = (values: Record<string, unknown>) => once(() => changePassword(values));
  const changePassword = async (values: Record<string, unknown>) => {
    setBanner(null);
    try {
      // The server accepts only the signed-in user's own e-mail.
      const { msg } = await dataProvider.changePassword({
        email: String(identity?.email ?? ''),
        password: String(values.password ?? ''),
      });
      setBanner({ severity: 'success', message: msg || 'app.account.email_sent' });
    } catch (error) {
      if (!isSignedOut(error)) setBanner({ severity: 'error', message: errorMessage(error) });
    }
  };

  return (
    <>
      <ScreenHeading title="app.account.change_password" />
      <MessageBanner banner={banner} onClose={() => setBanner(null)} />
      <Card sx={{ maxWidth: 480 }}>
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('app.account.intro')}
          </Typography>
          <Form onSubmit={submit}>
            <PasswordInput
              source="password"
              label="app.account.current_password"
              autoComplete="current-password"
              validate={required()}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={submitting || !identity?.email}
              sx={{ mt: 1 }}
            >
              {translate('app.account.continue')}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </>
  );
};

export default ChangePassword;

import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Form, PasswordInput, required, useGetIdentity, useTranslate } from 'react-admin';
import { isSignedOut, useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { MessageBanner } from '../../src/components/MessageBanner';
import { ScreenHeading } from '../../src/components/ScreenHeading';
import { useRequestWithBanner } from '../../src/components/useRequestWithBanner';
import { FormIntro } from '../../src/components/forms';

/**
 * Change Password (spec 001 sections 2, 4, 5, 7, 8), every role: the current password, then
 * 'Continue'. The server checks it and e-mails a reset link; its msg shows in a dismissible
 * alert, green on success and red on failure.
 */
const ChangePassword = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { identity } = useGetIdentity();
  const { banner, clearBanner, submit, submitting } = useRequestWithBanner(async (values) => {
    // The server accepts only the signed-in user's own e-mail.
    const { msg } = await dataProvider.changePassword({
      email: String(identity?.email ?? ''),
      password: String(values.password ?? ''),
    });
    return msg || 'app.account.email_sent';
  }, isSignedOut);

  return (
    <>
      <ScreenHeading title="app.account.change_password" />
      <MessageBanner banner={banner} onClose={clearBanner} />
      <Card sx={{ maxWidth: 480 }}>
        <CardContent>
          <FormIntro text="app.account.intro" />
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

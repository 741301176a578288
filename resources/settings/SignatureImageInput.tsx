import { useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import UploadIcon from '@mui/icons-material/Upload';
import { useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { errorMessage } from '../../dataProvider/errors';
import { isSignedOut, useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { SIGNATURE_MAX_BYTES, SIGNATURE_PREVIEW_WIDTH, SIGNATURE_WIDTH } from '../../domain/schemas/settings';
import type { FormBannerState } from '../../src/components/forms';
import { imageUrl } from './settingsApi';

/**
 * The e-mail signature image (spec 001 "Settings"): Upload sends the chosen file with the
 * width, Remove deletes it; the form's `image` field holds the stored file name, which Save
 * sends. The preview is shown 200 px wide.
 */
export const SignatureImageInput = ({ onBanner }: { onBanner: (banner: FormBannerState) => void }) => {
  const translate = useTranslate();
  const image = useInput({ source: 'image', isRequired: true });
  const size = useInput({ source: 'size' });
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const dataProvider = useAppDataProvider();
  const { setValue } = useFormContext();
  const fileName = typeof image.field.value === 'string' ? image.field.value : '';
  const showError = !!image.fieldState.error && (image.fieldState.isTouched || image.formState.isSubmitted);

  const fail = (error: unknown) => {
    if (isSignedOut(error)) return;
    onBanner({ severity: 'error', message: errorMessage(error) });
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again
    if (!file) return;
    if (!file.type.startsWith('image/')) return fail(new Error('app.settings.not_an_image'));
    if (file.size > SIGNATURE_MAX_BYTES) return fail(new Error('app.settings.too_large'));
    const width = Number(size.field.value);
    if (!Number.isInteger(width) || width < SIGNATURE_WIDTH.min || width > SIGNATURE_WIDTH.max) {
      size.field.onBlur(); // shows the width's own message
      return fail(new Error(`Image width must be between ${SIGNATURE_WIDTH.min} and ${SIGNATURE_WIDTH.max}`));
    }
    setBusy('upload');
    try {
      const { msg, fileName: stored } = await dataProvider.uploadSignature({ file, imageSize: width });
      image.field.onChange(stored);
      onBanner({ severity: 'success', message: msg, id: 'ADD_IMAGE' });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('remove');
    try {
      const { msg, updatedAt } = await dataProvider.removeSignatureImage();
      image.field.onChange('');
      // The removal saved the settings: the form's later save is not one made on an older copy.
      if (updatedAt !== undefined) setValue('updatedAt', updatedAt);
      onBanner({ severity: 'success', message: msg });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box className="full-row" sx={{ py: 1 }}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('app.settings.fields.image')} *
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          boxSizing: 'content-box',
          width: SIGNATURE_PREVIEW_WIDTH,
          minHeight: 80,
          p: 1.5,
          mb: 1.5,
          border: 1,
          borderColor: showError ? 'error.main' : 'divider',
          borderStyle: fileName ? 'solid' : 'dashed',
          borderRadius: 1,
          bgcolor: 'background.default',
        }}
      >
        {fileName ? (
          <img
            src={imageUrl(fileName)}
            alt={translate('app.settings.preview_alt')}
            width={SIGNATURE_PREVIEW_WIDTH}
            style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('app.settings.no_image')}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <Button
          variant="outlined"
          startIcon={busy === 'upload' ? <CircularProgress size={16} /> : <UploadIcon />}
          disabled={busy !== null}
          onClick={() => fileInput.current?.click()}
        >
          {translate('app.settings.upload')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          data-testid="signature-file"
          aria-label={translate('app.settings.fields.image')}
          onChange={upload}
        />
        <Button
          variant="outlined"
          color="error"
          startIcon={busy === 'remove' ? <CircularProgress size={16} /> : <DeleteOutlineIcon />}
          disabled={busy !== null || !fileName}
          onClick={remove}
        >
          {translate('app.settings.remove')}
        </Button>
      </Box>
      <FormHelperText error={showError} sx={{ mx: 0 }}>
        {showError
          ? translate(image.fieldState.error?.message ?? '', { _: image.fieldState.error?.message })
          : translate('app.settings.image_hint')}
      </FormHelperText>
    </Box>
  );
};

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';

/**
 * The submit button at the end of a form ('Add Warehouse', 'Update Supplier', ...). Always
 * enabled, so that submitting an empty form shows what is missing; disabled while saving.
 */
export const SubmitButton = ({ label, saving }: { label: string; saving?: boolean }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1, mb: 3 }}>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={saving}
        startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {translate(label, { _: label })}
      </Button>
    </Box>
  );
};

import { useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { MessageBanner, type Banner } from '../MessageBanner';

/** Spec 001 section 9: the error banner dismisses itself after 5000 ms. */
export const ERROR_BANNER_MS = 5000;

export interface FormBannerState extends Banner {
  /** The id of spec 001's error catalogue, e.g. ADD_WAREHOUSE_ERROR; kept on the element. */
  id?: string;
}

/** The banner of one screen: show it, clear it. */
export function useBanner() {
  const [banner, setBanner] = useState<FormBannerState | null>(null);
  const clear = useCallback(() => setBanner(null), []);
  return { banner, show: setBanner, clear };
}

/**
 * The outcome of a save (spec 001 section 8): the server's msg, green on success and red on
 * failure. The page scrolls to the top so the banner is seen; an error banner dismisses itself
 * after 5 seconds and clears the stored error, unless it offers an action (Reload), which it
 * waits for.
 */
export const FormBanner = ({ banner, onClose }: { banner: FormBannerState | null; onClose: () => void }) => {
  useEffect(() => {
    if (banner) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [banner]);

  useEffect(() => {
    if (banner?.severity !== 'error' || banner.action) return;
    const timer = setTimeout(onClose, ERROR_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner, onClose]);

  if (!banner) return null;
  return (
    <Box data-banner-id={banner.id}>
      <MessageBanner banner={banner} onClose={onClose} />
    </Box>
  );
};

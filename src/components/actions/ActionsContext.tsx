import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { MessageBanner, type Banner } from '../MessageBanner';

interface ActionsValue {
  /**
   * Shows an action's dialog. The row menus close as soon as an entry is chosen, so a dialog
   * cannot live inside them: the screen hosts it here. The dialog closes itself with `closeDialog`.
   * Opening one clears the banner of the action before.
   */
  showDialog: (dialog: ReactNode) => void;
  closeDialog: () => void;
  banner: Banner | null;
  /** The server's msg in a green or red banner at the top, the page scrolled to it. */
  setBanner: (banner: Banner | null) => void;
}

const Actions = createContext<ActionsValue | null>(null);

export function useActions(): ActionsValue {
  const value = useContext(Actions);
  if (!value) throw new Error('useActions needs an <ActionsProvider>');
  return value;
}

/**
 * A screen's dialog host and banner (spec 000 sections 2 and 8). It knows no action: each action
 * is one file in its resource's actions/ that brings its own dialog.
 */
export const ActionsProvider = ({ children }: { children: ReactNode }) => {
  const [dialog, setDialog] = useState<ReactNode>(null);
  const [banner, setBannerState] = useState<Banner | null>(null);

  const setBanner = useCallback((next: Banner | null) => {
    setBannerState(next);
    if (next) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, []);
  const closeDialog = useCallback(() => setDialog(null), []);
  // A new action starts afresh: the previous one's banner (often another order's) goes.
  const showDialog = useCallback((next: ReactNode) => {
    setDialog(next);
    if (next) setBannerState(null);
  }, []);

  const value = useMemo(
    () => ({ showDialog, closeDialog, banner, setBanner }),
    [showDialog, closeDialog, banner, setBanner],
  );
  return (
    <Actions.Provider value={value}>
      {children}
      {dialog}
    </Actions.Provider>
  );
};

/** The screen's banner, under its title. */
export const ActionsBanner = () => {
  const { banner, setBanner } = useActions();
  return <MessageBanner banner={banner} onClose={() => setBanner(null)} />;
};

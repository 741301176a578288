import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useNotify, useTheme } from 'react-admin';
import { errorMessage } from '../../dataProvider/errors';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import type { Language, Theme } from '../../domain/preferences';

const PREFERENCES_KEY = ['preferences'];

/**
 * The answers already applied, once each: later choices are made in the user menu, which saves
 * them. Kept outside the tree, which react-admin draws anew on a change of language (this hook's
 * state with it), so that a choice made after sign-in is not undone by the answer read before it.
 */
const applied = new WeakSet<object>();

/**
 * Applies the signed-in user's own language and theme, read once when their shell opens (at
 * sign-in and on reload). A choice never made (null), or a read that fails, leaves this browser's.
 */
export function useApplyUserPreferences(): void {
  const dataProvider = useAppDataProvider();
  const [, setLocale] = useLocaleState();
  const [, setTheme] = useTheme();
  const { data } = useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: () => dataProvider.getPreferences(),
    retry: false,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (!data || applied.has(data)) return;
    applied.add(data);
    if (data.language) setLocale(data.language);
    if (data.theme) setTheme(data.theme);
  }, [data, setLocale, setTheme]);
}

/**
 * Chooses a language or theme: at once in this browser, and saved for the user, so that it
 * follows them to another browser. A failed save keeps the choice here and says so.
 */
export function useChoosePreference() {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const [, setLocale] = useLocaleState();
  const [, setTheme] = useTheme();
  const save = (body: { language?: Language; theme?: Theme }) =>
    Promise.resolve()
      .then(() => dataProvider.setPreferences(body))
      .catch((error: unknown) =>
        notify('app.user_menu.preferences_not_saved', {
          type: 'warning',
          messageArgs: { error: errorMessage(error) },
        }),
      );
  return {
    chooseLanguage(language: Language) {
      setLocale(language);
      void save({ language });
    },
    chooseTheme(theme: Theme) {
      setTheme(theme);
      void save({ theme });
    },
  };
}

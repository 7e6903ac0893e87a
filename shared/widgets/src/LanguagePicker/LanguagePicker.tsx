import { useLocation } from '@streamscout/routes/router';
import { LANGUAGE_NAMES, LANGUAGE_PARAM, LANGUAGES } from '@streamscout/region';
import { chooseLanguage } from '@streamscout/session';
import { useT } from '@streamscout/i18n';
import { Box, Button, NativeSelect } from '@streamscout/ui';

/** Props of {@link LanguagePicker}. */
export interface LanguagePickerProps {
  /** Width (px or CSS length). Default 200. */
  w?: number | string;
  /** Mantine size. Default 'xs'. */
  size?: 'xs' | 'sm' | 'md';
}

/**
 * The footer's language picker (architecture §13): the eight languages, each named in itself,
 * set to the page's. A choice switches the page at once (its catalogs load first, so nothing is
 * shown half in one language), is kept in a cookie the server reads, and — signed in — on the
 * profile (`chooseLanguage` of `@streamscout/session`). A native select inside a GET form: with
 * JavaScript off, its button reloads the page with `?lang=`, which the server renders in that
 * language.
 */
export function LanguagePicker({ w = 200, size = 'xs' }: LanguagePickerProps) {
  const i18n = useT();
  const { search } = useLocation();
  // the page's own query (a search's `q`) goes along when the form is sent without JavaScript
  const kept = [...new URLSearchParams(search)].filter(([k]) => k !== LANGUAGE_PARAM);
  return (
    <Box component="form" method="get" w={w} onSubmit={(e) => e.preventDefault()}>
      {kept.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <NativeSelect
        label={i18n.t('language.picker.label', 'Language')}
        name={LANGUAGE_PARAM}
        size={size}
        value={i18n.lang}
        onChange={(e) => void chooseLanguage(e.currentTarget.value)}
        data-testid="language-picker"
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </NativeSelect>
      <noscript>
        <Button type="submit" size="compact-xs" variant="default" mt={4}>
          {i18n.t('language.picker.apply', 'Show in this language')}
        </Button>
      </noscript>
    </Box>
  );
}

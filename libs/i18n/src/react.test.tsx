import { act, render, screen } from '@testing-library/react';
import { useMemo } from 'react';
import { describe, expect, it } from 'vitest';
import { I18n } from './core/instance';
import { I18nextProvider, useTranslation } from './react';

function Greeting({ ns }: { ns?: string | string[] }) {
  const { t, i18n } = useTranslation(ns);
  // A memo on `t` follows the language, as it did with react-i18next.
  const shout = useMemo(() => t('hello').toUpperCase(), [t]);
  return (
    <p data-testid="greeting" lang={i18n.language}>
      {t('hello')} / {shout} / {t('late:word')}
    </p>
  );
}

describe('useTranslation', () => {
  it('re-renders every mounted component on a language change and when strings arrive', async () => {
    const i18n = new I18n({ fallbackLng: 'en', supportedLngs: ['en', 'vi'], defaultNS: 'common' });
    i18n.addResourceBundle('en', 'common', { hello: 'Hello' });
    i18n.addResourceBundle('vi', 'common', { hello: 'Xin chào' });
    await i18n.changeLanguage('en');
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
        <Greeting ns={['common', 'late']} />
      </I18nextProvider>,
    );
    expect(screen.getAllByTestId('greeting').map((p) => p.textContent)).toEqual(['Hello / HELLO / word', 'Hello / HELLO / word']);
    await act(() => i18n.changeLanguage('vi'));
    expect(screen.getAllByTestId('greeting').map((p) => [p.textContent, p.getAttribute('lang')])).toEqual([
      ['Xin chào / XIN CHÀO / word', 'vi'],
      ['Xin chào / XIN CHÀO / word', 'vi'],
    ]);
    act(() => i18n.addResourceBundle('vi', 'late', { word: 'từ' }, true, true));
    expect(screen.getAllByTestId('greeting').map((p) => p.textContent)).toEqual(['Xin chào / XIN CHÀO / từ', 'Xin chào / XIN CHÀO / từ']);
  });
});

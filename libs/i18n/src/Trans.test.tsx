import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { i18n, initI18n, registerNamespace } from './i18n';
import { I18nextProvider } from './react';
import { Trans } from './Trans';

describe('Trans (loaded on first use)', () => {
  it('renders a translation with its markup and values, in the current language', async () => {
    await initI18n('en');
    registerNamespace('rich', {
      en: { lead: 'We sent a code to <strong>{{username}}</strong>.' },
      vi: { lead: 'Chúng tôi đã gửi mã tới <strong>{{username}}</strong>.' },
    });
    const t = i18n.getFixedT('en', 'rich');
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <p data-testid="lead">
          <Trans t={t} i18nKey="lead" values={{ username: 'an@example.com' }} components={{ strong: <strong /> }} />
        </p>
      </I18nextProvider>,
    );
    expect(await screen.findByText('an@example.com', { selector: 'strong' })).toBeTruthy();
    expect(container.textContent).toBe('We sent a code to an@example.com.');
  });
});

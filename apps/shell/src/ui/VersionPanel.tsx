import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useRuntimeInfo } from '@platform/shared-api';
import { Badge, Button, IconButton } from '@platform/ui';
import { readStoredOverrides, storeOverrides } from '../manifest/resolve';
import type { EnvironmentManifest } from '../manifest/types';

/** Staging only: what each remote runs, and a per-browser version override. */
export function VersionPanel({ manifest }: { manifest: EnvironmentManifest }) {
  const { t } = useTranslation('common');
  const info = useRuntimeInfo((s) => s);
  const [open, setOpen] = useState(false);
  const [overrides, setOverrides] = useState(readStoredOverrides);

  function apply(name: string, version: string) {
    const next = { ...overrides };
    if (!version || version === manifest.remotes[name]?.version) delete next[name];
    else next[name] = version;
    setOverrides(next);
    storeOverrides(next);
  }

  return (
    <div className="shell-versions" data-testid="version-panel">
      {open ? (
        <section className="shell-versions__card" aria-label={t('versions.title')}>
          <div className="shell-versions__head">
            <strong>{t('versions.title')}</strong>
            <IconButton size="sm" variant="ghost" icon="x" label={t('versions.close')} onClick={() => setOpen(false)} />
          </div>
          <p className="shell-versions__env">{t('versions.environment', { env: info.env })}</p>
          <table>
            <tbody>
              <tr>
                <th scope="row">{t('versions.shell')}</th>
                <td>{info.shellVersion}</td>
              </tr>
              {Object.values(info.remotes).map((r) => (
                <tr key={r.name} data-remote={r.name} data-version={r.version}>
                  <th scope="row">{r.name}</th>
                  <td>
                    {r.version} {r.overridden ? <Badge tone="primary">{t('versions.override')}</Badge> : null}
                    {r.fallbackFrom ? (
                      <Badge tone="neutral" title={t('versions.fallbackFrom', { failed: r.fallbackFrom })}>
                        {t('versions.fallback')}
                      </Badge>
                    ) : null}
                    {r.status === 'error' ? <Badge tone="danger">!</Badge> : null}
                  </td>
                  <td>
                    <label className="ui-visually-hidden" htmlFor={`ver-${r.name}`}>
                      {t('versions.versionOf', { name: r.name })}
                    </label>
                    <select
                      id={`ver-${r.name}`}
                      className="ui-select shell-versions__select"
                      value={overrides[r.name] ?? manifest.remotes[r.name]?.version}
                      onChange={(e) => apply(r.name, e.target.value)}
                    >
                      {Object.keys(manifest.remotes[r.name]?.releases ?? { [r.version]: 1 }).map((v) => (
                        <option key={v} value={v}>
                          {v}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="ui-row">
            <Button size="sm" variant="primary" onClick={() => location.reload()}>
              {t('versions.apply')}
            </Button>
            <Button
              size="sm"
              onClick={() => {
                storeOverrides(null);
                location.reload();
              }}
            >
              {t('versions.clear')}
            </Button>
          </div>
        </section>
      ) : (
        <Button size="sm" icon="layers" onClick={() => setOpen(true)} aria-label={t('versions.title')}>
          {info.env}
        </Button>
      )}
    </div>
  );
}

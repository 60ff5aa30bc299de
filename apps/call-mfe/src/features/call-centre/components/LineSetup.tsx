import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import { deleteQrLine, getConferenceDetail, getQrLine, isApiError, saveQrLine, useSessionStore, type QrLine } from '@platform/shared-api';
import {
  Badge,
  Button,
  Card,
  CopyField,
  EmptyState,
  PageLoader,
  QrCode,
  TextArea,
  TextField,
  describeError,
  dialogs,
  toast,
} from '@platform/ui';
import { expiryFromInput, expiryToInput, parseAgentEmails } from '../utils/agent-emails';
import styles from './call-centre.module.css';

/**
 * `/review/qr-code?manage=1&alias=`: the host turns one of their events into a QR call line (agents by
 * e-mail, optional expiry) and gets the QR code to print.
 */
export function LineSetup({ alias }: { alias: string }) {
  const { t } = useTranslation('call');
  const navigate = useNavigate();
  const token = useSessionStore((s) => s.token);
  const [topic, setTopic] = useState<string | null>(null);
  const [line, setLine] = useState<QrLine | null>(null);
  const [problem, setProblem] = useState<'notHost' | 'invalid' | 'network' | null>(null);
  const [agents, setAgents] = useState('');
  const [expiry, setExpiry] = useState('');
  const [errors, setErrors] = useState<{ agents?: string; expiry?: string }>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!token) {
      navigate(`/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`, { replace: true });
      return;
    }
    getConferenceDetail({ alias }).then(
      async (event) => {
        if (!event.is_host) return setProblem('notHost');
        setTopic(event.topic);
        try {
          const found = await getQrLine({ alias });
          setLine(found);
          setAgents(found.agents.map((a) => a.email).join('\n'));
          setExpiry(expiryToInput(found.expires_at));
        } catch (error) {
          if (!(isApiError(error) && error.status === 404)) setProblem('network');
        }
      },
      (error) => setProblem(isApiError(error) && error.status === 404 ? 'invalid' : 'network'),
    );
  }, [alias, token, navigate]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = parseAgentEmails(agents);
    const expiresAt = expiryFromInput(expiry);
    const next: typeof errors = {};
    if (parsed.invalid.length) next.agents = `${t('common:validation.email')} (${parsed.invalid.join(', ')})`;
    else if (!parsed.emails.length) next.agents = t('common:validation.required', { field: t('callCentre.setup.agents') });
    if (expiresAt === 'invalid') next.expiry = t('callCentre.setup.expiryPast');
    setErrors(next);
    if (next.agents || next.expiry) return;
    setSaving(true);
    try {
      const saved = await saveQrLine({ alias, agents: parsed.emails, expires_at: expiresAt as string | null });
      setLine(saved);
      toast.success(t('callCentre.setup.saved'));
    } catch (error) {
      const described = describeError(error);
      if (isApiError(error) && error.field?.startsWith('agents')) setErrors({ agents: t(described.key, described.params) });
      else if (isApiError(error) && error.field === 'expires_at') setErrors({ expiry: t('callCentre.setup.expiryPast') });
      else toast.error(t(described.key, described.params));
    } finally {
      setSaving(false);
    }
  }

  async function stop() {
    const sure = await dialogs.confirm({
      title: t('callCentre.setup.stopTitle'),
      message: t('callCentre.setup.stopText'),
      confirmLabel: t('callCentre.setup.stop'),
      danger: true,
    });
    if (!sure) return;
    try {
      await deleteQrLine({ alias });
      setLine(null);
      toast.success(t('callCentre.setup.stopped'));
    } catch (error) {
      const described = describeError(error);
      toast.error(t(described.key, described.params));
    }
  }

  if (problem) {
    return (
      <div className={styles.centered}>
        <EmptyState
          icon={problem === 'network' ? 'alert' : 'qr'}
          title={t(`callCentre.setup.${problem}`)}
          action={
            <Button variant="primary" icon="home" onClick={() => navigate('/app/conferences')}>
              {t('callCentre.setup.toEvents')}
            </Button>
          }
        />
      </div>
    );
  }
  if (topic === null) return <PageLoader label={t('callCentre.loading')} />;

  return (
    <div className={styles.setup}>
      <header className={styles.deskHead}>
        <div>
          <p className={styles.eyebrow}>{t('callCentre.setup.eyebrow')}</p>
          <h1 className={styles.title}>{topic}</h1>
        </div>
        {line && <Badge tone={line.status === 'open' ? 'success' : 'danger'}>{t(`callCentre.lineStatus.${line.status}`)}</Badge>}
      </header>
      <div className={styles.setupGrid}>
        <Card className={styles.panel}>
          <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
            <h2 className={styles.subtitle}>{line ? t('callCentre.setup.editTitle') : t('callCentre.setup.createTitle')}</h2>
            <p className={styles.muted}>{t('callCentre.setup.intro')}</p>
            <TextArea
              label={t('callCentre.setup.agents')}
              hint={t('callCentre.setup.agentsHint')}
              required
              rows={4}
              value={agents}
              error={errors.agents}
              onChange={(event) => setAgents(event.target.value)}
            />
            <TextField
              type="datetime-local"
              label={t('callCentre.setup.expiry')}
              hint={t('callCentre.setup.expiryHint')}
              value={expiry}
              error={errors.expiry}
              onChange={(event) => setExpiry(event.target.value)}
            />
            <div className={styles.row}>
              <Button type="submit" variant="primary" loading={saving} loadingLabel={t('callCentre.setup.saving')}>
                {line ? t('callCentre.setup.save') : t('callCentre.setup.create')}
              </Button>
              {line && (
                <Button variant="ghost" icon="trash" onClick={() => void stop()}>
                  {t('callCentre.setup.stop')}
                </Button>
              )}
            </div>
          </form>
          {line && (
            <ul className={styles.recent} aria-label={t('callCentre.setup.agents')}>
              {line.agents.map((agent) => (
                <li key={agent.email}>
                  <span>
                    {agent.display_name ?? agent.email} <span className={styles.muted}>{agent.display_name ? agent.email : ''}</span>
                  </span>
                  <Badge tone={agent.online ? 'success' : 'neutral'}>
                    {agent.online
                      ? t('callCentre.setup.onDuty')
                      : agent.registered
                        ? t('callCentre.setup.offDuty')
                        : t('callCentre.setup.noAccount')}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </Card>
        {line && (
          <Card className={`${styles.panel} ${styles.printable}`}>
            <h2 className={styles.subtitle}>{t('callCentre.setup.qrTitle')}</h2>
            <p className={styles.muted}>{t('callCentre.setup.qrHint')}</p>
            <div className={styles.qr}>
              <QrCode
                value={line.qr_url}
                label={t('callCentre.setup.qrLabel', { topic })}
                size={220}
                downloadName={`qr-call-${alias}.png`}
              />
            </div>
            <Button icon="download" variant="secondary" onClick={() => window.print()}>
              {t('callCentre.setup.print')}
            </Button>
            <CopyField label={t('callCentre.setup.qrLink')} value={line.qr_url} />
            <CopyField label={t('callCentre.setup.agentLink')} value={line.agent_url} />
          </Card>
        )}
      </div>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { INTERPRETATION_LANGUAGES, interpretationRefusal, type Interpretation, type InterpretationLanguage } from '@platform/shared-api';
import { Button, SelectField } from '@platform/ui';
import styles from './call.module.css';

/**
 * The host picks the language pair someone interprets (en -> vi by default, or their current pair):
 * the same languages and the same "two different languages" rule as the server.
 */
export function InterpreterDialog({
  name,
  current,
  close,
}: {
  name: string;
  current: Interpretation | null;
  close(value?: Interpretation): void;
}) {
  const { t } = useTranslation('call');
  const [pair, setPair] = useState<Interpretation>(current ?? { from: 'en', to: 'vi' });
  const [tried, setTried] = useState(false);
  const options = INTERPRETATION_LANGUAGES.map((code) => ({ value: code, label: t(`interpretation.languages.${code}`) }));
  const wrong = tried && interpretationRefusal(pair) ? t('interpretation.sameLanguage') : null;
  return (
    <form
      className={styles.dialog}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!interpretationRefusal(pair)) close(pair);
      }}
    >
      <h2 className="ui-dialog__title">{t(current ? 'interpretation.titleChange' : 'interpretation.titleMake', { name })}</h2>
      <p>{t('interpretation.intro', { name })}</p>
      <SelectField
        label={t('interpretation.from')}
        options={options}
        value={pair.from}
        onChange={(e) => setPair({ ...pair, from: e.target.value as InterpretationLanguage })}
      />
      <SelectField
        label={t('interpretation.to')}
        options={options}
        value={pair.to}
        error={wrong}
        onChange={(e) => setPair({ ...pair, to: e.target.value as InterpretationLanguage })}
      />
      <div className="ui-dialog__actions">
        <Button variant="ghost" onClick={() => close()}>
          {t('interpretation.cancel')}
        </Button>
        <Button type="submit" variant="primary">
          {t(current ? 'interpretation.save' : 'interpretation.make')}
        </Button>
      </div>
    </form>
  );
}

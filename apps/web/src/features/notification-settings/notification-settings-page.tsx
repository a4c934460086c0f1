// Radio, Switch and Checkbox lay out their label with InlineInput's styles (before their own).
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { type NotificationSettings, operatorNotificationTopics } from '@gas/shared';
import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { SectionCard } from '../../components/section.tsx';
import { ApiError } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useNotificationSettings } from './api/get-notification-settings.ts';
import { useUpdateNotificationSettings } from './api/update-notification-settings.ts';

// /admin/notifications (Settings > Notifications, issue 22, item 9): each operator chooses which
// "awaits you" emails it gets; all are on until it turns one off.

function SettingsForm({ saved }: { saved: NotificationSettings }) {
  const { t } = useTranslation('notification-settings');
  const [choices, setChoices] = useState(saved);
  const update = useUpdateNotificationSettings();
  const [outcome, setOutcome] = useState<'saved' | string | null>(null);

  return (
    <form
      aria-label={t('section')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setOutcome(null);
        update.mutate(choices, {
          onSuccess: () => setOutcome('saved'),
          onError: (error) => setOutcome(error instanceof ApiError ? error.message : t('saveFailed')),
        });
      }}
    >
      <Stack gap="md" maw={560}>
        {outcome === 'saved' && (
          <Alert color="green" variant="light" role="status" title={t('savedTitle')}>
            {t('saved')}
          </Alert>
        )}
        {outcome && outcome !== 'saved' && (
          <Alert color="red" variant="light" role="alert" title={t('saveFailedTitle')}>
            {outcome}
          </Alert>
        )}
        {operatorNotificationTopics.map((topic) => (
          <Switch
            key={topic}
            id={topic}
            label={t(`topics.${topic}`)}
            description={t(`explanations.${topic}`)}
            checked={choices[topic]}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setOutcome(null);
              setChoices((current) => ({ ...current, [topic]: checked }));
            }}
          />
        ))}
        <Group>
          <Button type="submit" loading={update.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The signed-in operator's notification emails. */
export function NotificationSettingsPage() {
  const { t } = useTranslation('notification-settings');
  usePageTitle(t('title'));
  const settings = useNotificationSettings();
  return (
    <Stack gap="lg">
      <PageHeading title={t('title')} description={t('description')} />
      {settings.error ? (
        <LoadError title={t('loadFailed')} error={settings.error} />
      ) : !settings.data ? (
        <Loading />
      ) : (
        <SectionCard title={t('section')}>
          <Stack gap="sm">
            <Text size="sm" c="var(--app-muted)">
              {t('goesTo')}
            </Text>
            <SettingsForm saved={settings.data} />
          </Stack>
        </SectionCard>
      )}
    </Stack>
  );
}

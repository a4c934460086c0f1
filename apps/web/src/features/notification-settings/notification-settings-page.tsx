import {
  type NotificationSettings,
  operatorNotificationLabels,
  operatorNotificationTopics,
} from '@gas/shared';
import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { SectionCard } from '../../components/section.tsx';
import { ApiError } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useNotificationSettings } from './api/get-notification-settings.ts';
import { useUpdateNotificationSettings } from './api/update-notification-settings.ts';

// /admin/notifications (Settings > Notifications, issue 22, item 9): each operator chooses which
// "awaits you" emails it gets; all are on until it turns one off.

const explanations: Record<keyof NotificationSettings, string> = {
  depositAwaiting: 'An offtaker sent a deposit with its receipt: it waits for an approval.',
  signUpAwaiting: 'A supplier or an offtaker confirmed its email address: it waits for onboarding.',
};

function SettingsForm({ saved }: { saved: NotificationSettings }) {
  const [choices, setChoices] = useState(saved);
  const update = useUpdateNotificationSettings();
  const [outcome, setOutcome] = useState<'saved' | string | null>(null);

  return (
    <form
      aria-label="Email notifications"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setOutcome(null);
        update.mutate(choices, {
          onSuccess: () => setOutcome('saved'),
          onError: (error) =>
            setOutcome(error instanceof ApiError ? error.message : 'Your choices could not be saved.'),
        });
      }}
    >
      <Stack gap="md" maw={560}>
        {outcome === 'saved' && (
          <Alert color="green" variant="light" role="status" title="Saved">
            Your notification choices are saved.
          </Alert>
        )}
        {outcome && outcome !== 'saved' && (
          <Alert color="red" variant="light" role="alert" title="We could not save your choices">
            {outcome}
          </Alert>
        )}
        {operatorNotificationTopics.map((topic) => (
          <Switch
            key={topic}
            id={topic}
            label={operatorNotificationLabels[topic]}
            description={explanations[topic]}
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
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The signed-in operator's notification emails. */
export function NotificationSettingsPage() {
  usePageTitle('Notifications');
  const settings = useNotificationSettings();
  return (
    <Stack gap="lg">
      <PageHeading
        title="Notifications"
        description="Which emails you get when something awaits an operator. Each operator chooses its own; all are on until you turn one off."
      />
      {settings.error ? (
        <LoadError title="We could not load your notification choices" error={settings.error} />
      ) : !settings.data ? (
        <Loading />
      ) : (
        <SectionCard title="Email notifications">
          <Stack gap="sm">
            <Text size="sm" c="var(--app-muted)">
              Emails go to the address you log in with.
            </Text>
            <SettingsForm saved={settings.data} />
          </Stack>
        </SectionCard>
      )}
    </Stack>
  );
}

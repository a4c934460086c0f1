import { type HubInfo, hubs } from '@gas/shared';
import {
  Accordion,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  SimpleGrid,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/icons.tsx';
import { GasCylinders, NigeriaHubMap } from '../../components/illustrations/index.tsx';
import { useRegionName } from '../../components/region-name.ts';
import { paths } from '../../config/paths.ts';
import type en from '../../i18n/locales/en/landing.ts';
import classes from './landing.module.css';
import { Section } from './landing-sections.tsx';

// The landing page's last sections (spec section 2): the hubs and logistics, the revenue
// sources, and the call to join. The first ones are in landing-sections.tsx.

/** Operational hubs first, otherwise in the order they open (Ajaokuta leads). */
/** The hubs the catalogue describes (a hub added later shows the shared English description). */
type HubCode = keyof (typeof en)['hubDescriptions'];

export function orderHubs(list: readonly HubInfo[]): HubInfo[] {
  return [...list].sort((a, b) => Number(b.isOperational) - Number(a.isOperational));
}

export function LogisticsSection() {
  const { t } = useTranslation('landing');
  const regionName = useRegionName();
  const hubDescription = (hub: HubInfo) =>
    t(`hubDescriptions.${hub.code as HubCode}`, { defaultValue: hub.description });
  const ordered = orderHubs(hubs);
  const [open, setOpen] = useState<string | null>(ordered[0]?.code ?? null);
  return (
    <Section
      id="logistics"
      eyebrow={t('logistics.eyebrow')}
      title={t('logistics.title')}
      intro={t('logistics.intro')}
      isAlt
    >
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 2, md: 1 }}>
          <Accordion value={open} onChange={setOpen} variant="contained" radius="md">
            {ordered.map((hub) => (
              <Accordion.Item key={hub.code} value={hub.code}>
                <Accordion.Control>
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <div>
                      <Text fw={700}>{hub.name}</Text>
                      <Text size="sm" c="var(--app-muted)">
                        {regionName(hub.region)} · {t('logistics.stateName', { state: hub.state })}
                      </Text>
                    </div>
                    <Badge
                      variant={hub.isOperational ? 'filled' : 'outline'}
                      color={hub.isOperational ? 'brand' : 'gray.7'}
                      radius="sm"
                      style={{ flexShrink: 0 }}
                    >
                      {hub.isOperational ? t('logistics.operational') : t('logistics.planned')}
                    </Badge>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <dl className={classes.hubMeta}>
                    <dt>{t('logistics.region')}</dt>
                    <dd>{regionName(hub.region)}</dd>
                    <dt>{t('logistics.state')}</dt>
                    <dd>{hub.state}</dd>
                    <dt>{t('logistics.delivery')}</dt>
                    <dd>{t('logistics.days', { count: hub.deliveryDays })}</dd>
                  </dl>
                  <Text size="sm">{hubDescription(hub)}</Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 1, md: 2 }}>
          <div className={classes.picture}>
            <NigeriaHubMap hubs={ordered} activeCode={open} />
            <Group gap="lg" mt="sm" justify="center">
              <Group gap={6}>
                <svg width="14" height="14" aria-hidden="true" focusable="false">
                  <circle cx="7" cy="7" r="5.5" fill="#0b6b45" />
                </svg>
                <Text size="xs">{t('logistics.operational')}</Text>
              </Group>
              <Group gap={6}>
                <svg width="14" height="14" aria-hidden="true" focusable="false">
                  <circle cx="7" cy="7" r="5" fill="#fff" stroke="#0b6b45" strokeWidth="2" />
                </svg>
                <Text size="xs">{t('logistics.planned')}</Text>
              </Group>
              <Group gap={6}>
                <svg width="22" height="8" aria-hidden="true" focusable="false">
                  <path d="M1 4H21" stroke="#0b6b45" strokeWidth="3" strokeDasharray="6 4" />
                </svg>
                <Text size="xs">{t('logistics.corridor')}</Text>
              </Group>
            </Group>
          </div>
        </Grid.Col>
      </Grid>
    </Section>
  );
}

const revenueIcons: IconName[] = ['percent', 'users', 'database', 'truck', 'list', 'plus'];

/** The revenue intro's link; its words come from the catalogue (Trans fills a component's children). */
function ProjectionsLink({ children }: { children?: ReactNode }) {
  return (
    <Text component={Link} to={paths.financials.href()} inherit fw={600} c="brand.8" td="underline">
      {children}
    </Text>
  );
}

export function RevenueSection() {
  const { t } = useTranslation('landing');
  return (
    <Section
      id="revenue"
      eyebrow={t('revenue.eyebrow')}
      title={t('revenue.title')}
      intro={<Trans t={t} i18nKey="revenue.intro" components={{ anchor: <ProjectionsLink /> }} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {Object.values(t('revenue.sources', { returnObjects: true })).map((source, index) => (
          <Card key={source.title} className={classes.card} padding="lg" radius="md" component="article">
            <Group gap="sm" mb="sm" wrap="nowrap">
              <ThemeIcon size={40} radius="md" variant="light" color="brand" aria-hidden="true">
                <Icon name={revenueIcons[index] ?? 'plus'} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {source.title}
              </Title>
            </Group>
            <Text className={classes.revenueFigure} mb={4}>
              {source.figure}
            </Text>
            <Text size="sm" c="var(--app-muted)">
              {source.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function JoinSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="join-title" className={classes.join}>
      <Container>
        <Grid gap="xl" align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Title order={2} id="join-title" c="white" mb="sm">
              {t('join.title')}
            </Title>
            <Text c="#e3f1ea" mb="lg">
              {t('join.text')}
            </Text>
            <Group gap="sm">
              <Button component={Link} to={paths.auth.provider.href()} color="yellow.4" c="dark.9" size="md">
                {t('join.registerSupplier')}
              </Button>
              <Button component={Link} to={paths.auth.takers.href()} variant="white" color="brand" size="md">
                {t('join.registerOfftaker')}
              </Button>
            </Group>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }} visibleFrom="md">
            <GasCylinders />
          </Grid.Col>
        </Grid>
      </Container>
    </section>
  );
}

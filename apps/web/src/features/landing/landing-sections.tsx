import { type HubInfo, hubs } from '@gas/shared';
import {
  Accordion,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  List,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/icons.tsx';
import {
  CngTruck,
  DailyRate,
  GasCylinders,
  HeroScene,
  NigeriaHubMap,
  Pipeline,
} from '../../components/illustrations/index.tsx';
import { useRegionName } from '../../components/region-name.ts';
import { paths } from '../../config/paths.ts';
import type en from '../../i18n/locales/en/landing.ts';
import { type ProcessValue, problemGroupIds, processValues } from './content.ts';
import classes from './landing.module.css';

type SectionProps = {
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  isAlt?: boolean;
  children: ReactNode;
};

/** A landing section: a landmark named by its heading, reachable as /#id. */
function Section({ id, eyebrow, title, intro, isAlt = false, children }: SectionProps) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={isAlt ? `${classes.section} ${classes.sectionAlt}` : classes.section}
    >
      <Container>
        <Stack gap="xs" mb="xl" maw={760}>
          <Text className={classes.eyebrow}>{eyebrow}</Text>
          <Title order={2} id={titleId}>
            {title}
          </Title>
          {intro && (
            <Text size="lg" c="var(--app-muted)">
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </section>
  );
}

export function Hero() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="hero-title" className={classes.hero}>
      <Container>
        <Grid gap={{ base: 'xl', md: 48 }} align="center">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="lg">
              <Text className={classes.eyebrow}>{t('hero.eyebrow')}</Text>
              <Title order={1} id="hero-title" className={classes.heroTitle}>
                {t('hero.title')}
              </Title>
              <Text size="lg" c="var(--app-muted)">
                {t('hero.text')}
              </Text>
              <Group gap="sm">
                <Button component={Link} to={paths.auth.provider.href()} size="md">
                  {t('hero.getStarted')}
                </Button>
                <Button component={Link} to={paths.markets.href()} size="md" variant="outline">
                  {t('hero.marketData')}
                </Button>
              </Group>
              <Text size="sm" c="var(--app-muted)">
                {t('hero.buyingGas')}{' '}
                <Text
                  component={Link}
                  to={paths.auth.takers.href()}
                  inherit
                  fw={600}
                  c="brand.8"
                  td="underline"
                >
                  {t('hero.registerOfftaker')}
                </Text>
              </Text>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" mt="xs">
                {Object.values(t('hero.facts', { returnObjects: true })).map(({ big, small }) => (
                  <div key={small} className={classes.fact}>
                    <Text fw={700} size="lg">
                      {big}
                    </Text>
                    <Text size="sm" c="var(--app-muted)">
                      {small}
                    </Text>
                  </div>
                ))}
              </SimpleGrid>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <HeroScene />
          </Grid.Col>
        </Grid>
      </Container>
    </section>
  );
}

export function ProblemsSection() {
  const { t } = useTranslation('landing');
  const groups = t('problems.groups', { returnObjects: true });
  return (
    <Section
      id="problems"
      eyebrow={t('problems.eyebrow')}
      title={t('problems.title')}
      intro={t('problems.intro')}
    >
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Accordion multiple variant="separated" radius="md" chevronPosition="right">
            {problemGroupIds
              .map((id) => ({ id, ...groups[id] }))
              .map((group) => (
                <Accordion.Item key={group.id} value={group.id} bg="white">
                  <Accordion.Control>
                    <Text fw={700}>{group.title}</Text>
                    <Text size="sm" c="var(--app-muted)">
                      {group.summary}
                    </Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="md">
                      {Object.values(group.items).map((item) => (
                        <div key={item.title}>
                          <Text fw={600}>{item.title}</Text>
                          <Text size="sm" c="var(--app-muted)">
                            {item.text}
                          </Text>
                        </div>
                      ))}
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
          </Accordion>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <div className={classes.picture}>
            <Pipeline />
            <Text size="sm" c="var(--app-muted)" mt="sm">
              {t('problems.byRoad')}
            </Text>
          </div>
        </Grid.Col>
      </Grid>
    </Section>
  );
}

const solutionIcons: IconName[] = ['grid', 'chart', 'calendar', 'truck', 'shield', 'check'];

export function SolutionsSection() {
  const { t } = useTranslation('landing');
  return (
    <Section
      id="solutions"
      eyebrow={t('solutions.eyebrow')}
      title={t('solutions.title')}
      intro={t('solutions.intro')}
      isAlt
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {Object.values(t('solutions.items', { returnObjects: true })).map((solution, index) => (
          <Card key={solution.title} className={classes.card} padding="lg" radius="md" component="article">
            <ThemeIcon size={44} radius="md" variant="light" color="brand" mb="md" aria-hidden="true">
              <Icon name={solutionIcons[index] ?? 'check'} />
            </ThemeIcon>
            <Title order={3} size="h4" mb={6}>
              {solution.title}
            </Title>
            <Text size="sm" c="var(--app-muted)">
              {solution.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}

const processPictures: Record<ProcessValue, ReactNode> = {
  aggregation: <GasCylinders />,
  trading: <DailyRate />,
  logistics: <CngTruck />,
  sustainability: <Pipeline />,
};

export function ProcessSection() {
  const { t } = useTranslation('landing');
  const [active, setActive] = useState<ProcessValue>('aggregation');
  const steps = t('process.steps', { returnObjects: true });
  return (
    <Section
      id="process"
      eyebrow={t('process.eyebrow')}
      title={t('process.title')}
      intro={t('process.intro')}
    >
      <Tabs
        value={active}
        onChange={(value) => value && setActive(value as ProcessValue)}
        variant="pills"
        radius="md"
        keepMounted={false}
      >
        <Tabs.List aria-label={t('process.parts')} mb="lg">
          {processValues.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {steps[value].label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {processValues.map((value) => (
          <Tabs.Panel key={value} value={value}>
            <Card className={classes.card} padding="xl" radius="md">
              <Grid gap="xl" align="center">
                <Grid.Col span={{ base: 12, md: 7 }}>
                  <Title order={3} mb="sm">
                    {steps[value].title}
                  </Title>
                  <Text c="var(--app-muted)" mb="md">
                    {steps[value].text}
                  </Text>
                  <List type="ordered" spacing="xs">
                    {Object.values(steps[value].steps).map((line) => (
                      <List.Item key={line}>{line}</List.Item>
                    ))}
                  </List>
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 5 }}>{processPictures[value]}</Grid.Col>
              </Grid>
            </Card>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Section>
  );
}

/** The hubs the catalogue describes (a hub added later shows the shared English description). */
type HubCode = keyof (typeof en)['hubDescriptions'];

/** Operational hubs first, otherwise in the order they open (Ajaokuta leads). */
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

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
import { paths } from '../../config/paths.ts';
import { type ProcessStep, problemGroups, processSteps, revenueSources, solutions } from './content.ts';
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
  return (
    <section aria-labelledby="hero-title" className={classes.hero}>
      <Container>
        <Grid gap={{ base: 'xl', md: 48 }} align="center">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="lg">
              <Text className={classes.eyebrow}>CNG and LNG exchange · Northern Nigeria</Text>
              <Title order={1} id="hero-title" className={classes.heroTitle}>
                Natural gas, traded in the open and delivered to the north
              </Title>
              <Text size="lg" c="var(--app-muted)">
                Producers list their gas. Factories, CNG stations and distributors buy it at a published daily
                rate. Our trucks and hubs carry it where pipelines do not reach yet.
              </Text>
              <Group gap="sm">
                <Button component={Link} to={paths.auth.provider.href()} size="md">
                  Get Started
                </Button>
                <Button component={Link} to={paths.markets.href()} size="md" variant="outline">
                  See market data
                </Button>
              </Group>
              <Text size="sm" c="var(--app-muted)">
                Buying gas?{' '}
                <Text
                  component={Link}
                  to={paths.auth.takers.href()}
                  inherit
                  fw={600}
                  c="brand.8"
                  td="underline"
                >
                  Register as an offtaker
                </Text>
              </Text>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" mt="xs">
                {[
                  ['6', 'logistics hubs'],
                  ['Daily', 'online rate'],
                  ['₦ and $', 'wallets'],
                  ['Spot', 'and futures'],
                ].map(([big, small]) => (
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
  return (
    <Section
      id="problems"
      eyebrow="The problem"
      title="Why gas does not reach Northern Nigeria"
      intro="Nigeria holds Africa's largest gas reserves, yet most of the north still runs on diesel, fuel oil and firewood. Open a group to read the details."
    >
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Accordion multiple variant="separated" radius="md" chevronPosition="right">
            {problemGroups.map((group) => (
              <Accordion.Item key={group.id} value={group.id} bg="white">
                <Accordion.Control>
                  <Text fw={700}>{group.title}</Text>
                  <Text size="sm" c="var(--app-muted)">
                    {group.summary}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="md">
                    {group.items.map((item) => (
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
              Until the AKK pipeline is finished, gas reaches the north only by road.
            </Text>
          </div>
        </Grid.Col>
      </Grid>
    </Section>
  );
}

const solutionIcons: IconName[] = ['grid', 'chart', 'calendar', 'truck', 'shield', 'check'];

export function SolutionsSection() {
  return (
    <Section
      id="solutions"
      eyebrow="Our solution"
      title="An exchange that connects supply to demand"
      intro="One platform for listing, pricing, paying for and moving gas."
      isAlt
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {solutions.map((solution, index) => (
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

const processPictures: Record<ProcessStep['value'], ReactNode> = {
  aggregation: <GasCylinders />,
  trading: <DailyRate />,
  logistics: <CngTruck />,
  sustainability: <Pipeline />,
};

export function ProcessSection() {
  const [active, setActive] = useState<ProcessStep['value']>('aggregation');
  return (
    <Section
      id="process"
      eyebrow="How it works"
      title="The business process"
      intro="Choose a part of the process to see how it runs."
    >
      <Tabs
        value={active}
        onChange={(value) => value && setActive(value as ProcessStep['value'])}
        variant="pills"
        radius="md"
        keepMounted={false}
      >
        <Tabs.List aria-label="Parts of the business process" mb="lg">
          {processSteps.map((step) => (
            <Tabs.Tab key={step.value} value={step.value}>
              {step.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {processSteps.map((step) => (
          <Tabs.Panel key={step.value} value={step.value}>
            <Card className={classes.card} padding="xl" radius="md">
              <Grid gap="xl" align="center">
                <Grid.Col span={{ base: 12, md: 7 }}>
                  <Title order={3} mb="sm">
                    {step.title}
                  </Title>
                  <Text c="var(--app-muted)" mb="md">
                    {step.text}
                  </Text>
                  <List type="ordered" spacing="xs">
                    {step.steps.map((line) => (
                      <List.Item key={line}>{line}</List.Item>
                    ))}
                  </List>
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 5 }}>{processPictures[step.value]}</Grid.Col>
              </Grid>
            </Card>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Section>
  );
}

function deliveryText(days: number) {
  return days === 1 ? '1 day' : `${days} days`;
}

/** Operational hubs first, otherwise in the order they open (Ajaokuta leads). */
export function orderHubs(list: readonly HubInfo[]): HubInfo[] {
  return [...list].sort((a, b) => Number(b.isOperational) - Number(a.isOperational));
}

export function LogisticsSection() {
  const ordered = orderHubs(hubs);
  const [open, setOpen] = useState<string | null>(ordered[0]?.code ?? null);
  return (
    <Section
      id="logistics"
      eyebrow="Logistics"
      title="Six hubs, starting with Ajaokuta"
      intro="Our first hub sits on the AKK pipeline corridor in Kogi State. Five more follow, from the gas fields of Port-Harcourt to the markets of Kano and Maiduguri."
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
                        {hub.region} · {hub.state} State
                      </Text>
                    </div>
                    <Badge
                      variant={hub.isOperational ? 'filled' : 'outline'}
                      color={hub.isOperational ? 'brand' : 'gray.7'}
                      radius="sm"
                      style={{ flexShrink: 0 }}
                    >
                      {hub.isOperational ? 'Operational' : 'Planned'}
                    </Badge>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <dl className={classes.hubMeta}>
                    <dt>Region</dt>
                    <dd>{hub.region}</dd>
                    <dt>State</dt>
                    <dd>{hub.state}</dd>
                    <dt>Delivery</dt>
                    <dd>{deliveryText(hub.deliveryDays)}</dd>
                  </dl>
                  <Text size="sm">{hub.description}</Text>
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
                <Text size="xs">Operational</Text>
              </Group>
              <Group gap={6}>
                <svg width="14" height="14" aria-hidden="true" focusable="false">
                  <circle cx="7" cy="7" r="5" fill="#fff" stroke="#0b6b45" strokeWidth="2" />
                </svg>
                <Text size="xs">Planned</Text>
              </Group>
              <Group gap={6}>
                <svg width="22" height="8" aria-hidden="true" focusable="false">
                  <path d="M1 4H21" stroke="#0b6b45" strokeWidth="3" strokeDasharray="6 4" />
                </svg>
                <Text size="xs">AKK corridor</Text>
              </Group>
            </Group>
          </div>
        </Grid.Col>
      </Grid>
    </Section>
  );
}

const revenueIcons: IconName[] = ['percent', 'users', 'database', 'truck', 'list', 'plus'];

export function RevenueSection() {
  return (
    <Section
      id="revenue"
      eyebrow="Business model"
      title="Six sources of revenue"
      intro={
        <>
          How the exchange pays for itself. See the{' '}
          <Text component={Link} to={paths.financials.href()} inherit fw={600} c="brand.8" td="underline">
            financial projections
          </Text>{' '}
          for the five-year plan.
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {revenueSources.map((source, index) => (
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
  return (
    <section aria-labelledby="join-title" className={classes.join}>
      <Container>
        <Grid gap="xl" align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Title order={2} id="join-title" c="white" mb="sm">
              Join the exchange
            </Title>
            <Text c="#e3f1ea" mb="lg">
              Suppliers list inventories, add stock and set prices. Offtakers fund a wallet and buy at the
              daily rate. Registration is free; the exchange approves every member before trading.
            </Text>
            <Group gap="sm">
              <Button component={Link} to={paths.auth.provider.href()} color="yellow.4" c="dark.9" size="md">
                Register as a supplier
              </Button>
              <Button component={Link} to={paths.auth.takers.href()} variant="white" color="brand" size="md">
                Register as an offtaker
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

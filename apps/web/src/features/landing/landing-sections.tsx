import {
  Accordion,
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
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/icons.tsx';
import {
  CngTruck,
  DailyRate,
  GasCylinders,
  HeroScene,
  Pipeline,
} from '../../components/illustrations/index.tsx';
import { paths } from '../../config/paths.ts';
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
export function Section({ id, eyebrow, title, intro, isAlt = false, children }: SectionProps) {
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

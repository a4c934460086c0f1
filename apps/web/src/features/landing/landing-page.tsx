import { usePageTitle } from '../../lib/use-page-title.ts';
import {
  Hero,
  JoinSection,
  LogisticsSection,
  ProblemsSection,
  ProcessSection,
  RevenueSection,
  SolutionsSection,
} from './landing-sections.tsx';

export function LandingPage() {
  usePageTitle(null);
  return (
    <>
      <Hero />
      <ProblemsSection />
      <SolutionsSection />
      <ProcessSection />
      <LogisticsSection />
      <RevenueSection />
      <JoinSection />
    </>
  );
}

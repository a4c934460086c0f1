import { usePageTitle } from '../../lib/use-page-title.ts';
import { JoinSection, LogisticsSection, RevenueSection } from './landing-closing-sections.tsx';
import { Hero, ProblemsSection, ProcessSection, SolutionsSection } from './landing-sections.tsx';

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

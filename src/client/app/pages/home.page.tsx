import { HydrationBoundary } from '../../components/hydration-boundary';
import { CareerSection } from '../../features/home/career-section';
import { HomeCourses } from '../../features/home/home-courses';
import { HomeFeatures } from '../../features/home/home-features';
import { HomeHero } from '../../features/home/home-hero';
import { LabPromo } from '../../features/home/lab-promo';
import { MentorsSection } from '../../features/home/mentors-section';
import { WhyLearn } from '../../features/home/why-learn';
import { homeCopy } from '../../features/home/home.copy';
import type { PageModule } from '../page';

function HomePage() {
  return (
    <>
      <HomeHero />
      <HydrationBoundary>
        <HomeCourses />
      </HydrationBoundary>
      <div className="below-fold">
        <HydrationBoundary>
          <HomeFeatures />
        </HydrationBoundary>
        <HydrationBoundary>
          <LabPromo />
        </HydrationBoundary>
        <HydrationBoundary>
          <CareerSection />
        </HydrationBoundary>
        <HydrationBoundary>
          <MentorsSection />
        </HydrationBoundary>
        <HydrationBoundary>
          <WhyLearn />
        </HydrationBoundary>
      </div>
    </>
  );
}

export const page: PageModule = {
  Page: HomePage,
  meta: () => ({
    title: homeCopy.meta.title,
    description: homeCopy.meta.description,
  }),
};

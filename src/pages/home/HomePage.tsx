import { newestFirst } from '../../../contract/values/content/case-studies';
import { PATHS } from '../../config/paths';
import { ButtonLink } from '../../components/forms/Button';
import { CaseStudyCards } from '../../components/content/CaseStudyCards';
import { Card, CardGrid } from '../../components/content/Card';
import { Section } from '../../components/page/Section';
import { Seo } from '../../components/page/Seo';
import type { DocumentData } from '../../api/types';
import { caseStudyCards } from '../../features/content/caseStudies';
import { useDocument } from '../../features/content/useDocument';
import { Hero } from '../../components/page/Hero';
import { Testimonials } from './Testimonials';
import styles from './HomePage.module.css';

type Home = DocumentData<'home'>;

function CompanyStory({ story }: { story: Home['story'] }) {
  return (
    <section className={styles.story} aria-labelledby="home-story-title">
      <div className={`container ${styles.storyInner}`}>
        <div>
          <p className={styles.eyebrow}>{story.eyebrow}</p>
          <h2 id="home-story-title">{story.heading}</h2>
          {story.paragraphs.map((paragraph, i) => (
            <p key={i} className={styles.storyText}>
              {paragraph}
            </p>
          ))}
          <dl className={styles.storyFacts}>
            {story.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <ButtonLink to={story.action.path} context={story.action.context || undefined}>
            {story.action.label}
          </ButtonLink>
        </div>
        <img
          className={styles.storyArt}
          src={story.image.url}
          alt={story.image.alt}
          width={story.image.width}
          height={story.image.height}
          loading="lazy"
          decoding="async"
        />
      </div>
    </section>
  );
}

type CardContent = Home['services']['cards'][number];

function LinkedCards({ cards, icon }: { cards: readonly CardContent[]; icon?: boolean }) {
  return cards.map((card) => (
    <li key={card.title}>
      <Card
        title={card.title}
        image={{ ...card.image, ...(icon ? { variant: 'icon' as const } : {}) }}
        action={
          <ButtonLink
            to={card.link.path}
            variant="secondary"
            context={card.link.context || undefined}
          >
            {card.link.label}
          </ButtonLink>
        }
      >
        <p>{card.content}</p>
      </Card>
    </li>
  ));
}

/** The latest case studies (the `caseStudies` document's words), and a link to them all. */
function LatestCaseStudies() {
  const page = useDocument('caseStudies');
  const latest = page ? newestFirst(page.studies).slice(0, 3) : [];
  if (!page || latest.length === 0) return null;
  const { heading, intro, all } = page.home;
  return (
    <Section title={heading} intro={intro} centered>
      <CaseStudyCards studies={caseStudyCards(latest)} readMore={page.readMore} />
      <p className={styles.more}>
        <ButtonLink to={all.path} context={all.context || undefined}>
          {all.label}
        </ButtonLink>
      </p>
    </Section>
  );
}

export default function HomePage() {
  const home = useDocument('home');
  if (!home) return null;
  const { welcome, services, whyChooseUs } = home;
  return (
    <>
      <Seo title={home.seo.title} description={home.seo.description} path={PATHS.home} />
      <Hero hero={home.hero} titleId="home-hero-title" />

      <Section title={welcome.heading} eyebrow={welcome.eyebrow} intro={welcome.paragraph} centered>
        <CardGrid minWidth={17}>
          <LinkedCards cards={welcome.cards} />
        </CardGrid>
      </Section>

      <CompanyStory story={home.story} />

      <Section title={services.heading} intro={services.intro} centered>
        <CardGrid minWidth={15}>
          <LinkedCards cards={services.cards} icon />
        </CardGrid>
      </Section>

      <Section title={whyChooseUs.heading} intro={whyChooseUs.intro} alt centered>
        <CardGrid minWidth={15}>
          {whyChooseUs.cards.map((card) => (
            <li key={card.title}>
              <Card title={card.title} image={{ ...card.icon, alt: '', variant: 'icon' }}>
                <p>{card.content}</p>
              </Card>
            </li>
          ))}
        </CardGrid>
      </Section>

      <LatestCaseStudies />

      <Testimonials />
    </>
  );
}

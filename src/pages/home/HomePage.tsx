import { PATHS } from '../../config/paths';
import { ButtonLink } from '../../components/Button';
import { Card, CardGrid } from '../../components/Card';
import { Section } from '../../components/Section';
import { Seo } from '../../components/Seo';
import { leadership } from '../../content/companyProfile';
import {
  companyStory,
  introCards,
  servicesSection,
  welcome,
  whyChooseUs,
} from '../../content/home';
import { homeSeo } from '../../content/seo/home';
import { Hero } from './Hero';
import { Testimonials } from './Testimonials';
import styles from './HomePage.module.css';

function CompanyStory() {
  const leaders = [leadership.founder, leadership.cto];
  return (
    <section className={styles.story} aria-labelledby="home-story-title">
      <div className={`container ${styles.storyInner}`}>
        <div>
          <p className={styles.eyebrow}>{companyStory.eyebrow}</p>
          <h2 id="home-story-title">{companyStory.heading}</h2>
          {companyStory.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)} className={styles.storyText}>
              {paragraph}
            </p>
          ))}
          <dl className={styles.storyFacts}>
            <div>
              <dt>{companyStory.foundedLabel}</dt>
              <dd>{companyStory.founded}</dd>
            </div>
            {leaders.map((person) => (
              <div key={person.name}>
                <dt>{person.role}</dt>
                <dd>{person.name}</dd>
              </div>
            ))}
          </dl>
          <ButtonLink to={companyStory.action.path} context={companyStory.action.context}>
            {companyStory.action.label}
          </ButtonLink>
        </div>
        <img
          className={styles.storyArt}
          src={companyStory.image.url}
          alt={companyStory.image.alt}
          width={companyStory.image.width}
          height={companyStory.image.height}
          loading="lazy"
          decoding="async"
        />
      </div>
    </section>
  );
}

export default function HomePage() {
  const { title, description } = homeSeo[PATHS.home];
  return (
    <>
      <Seo title={title} description={description} path={PATHS.home} />
      <Hero />

      <Section
        title={welcome.heading}
        eyebrow={introCards.heading}
        intro={welcome.paragraph}
        centered
      >
        <CardGrid minWidth={17}>
          {introCards.cards.map((card) => (
            <li key={card.title}>
              <Card
                title={card.title}
                image={{ url: card.url, alt: card.alt, ...introCards.imageSize }}
                action={
                  <ButtonLink to={card.path} variant="secondary" context={card.linkContext}>
                    {introCards.linkLabel}
                  </ButtonLink>
                }
              >
                <p>{card.content}</p>
              </Card>
            </li>
          ))}
        </CardGrid>
      </Section>

      <CompanyStory />

      <Section title={servicesSection.heading} intro={servicesSection.intro} centered>
        <CardGrid minWidth={15}>
          {servicesSection.cards.map((card) => (
            <li key={card.title}>
              <Card
                title={card.title}
                image={{
                  url: card.url,
                  alt: card.alt,
                  variant: 'icon',
                  ...servicesSection.imageSize,
                }}
                action={
                  <ButtonLink to={card.path} variant="secondary" context={card.linkContext}>
                    {servicesSection.linkLabel}
                  </ButtonLink>
                }
              >
                <p>{card.content}</p>
              </Card>
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section title={whyChooseUs.heading} intro={whyChooseUs.intro} alt centered>
        <CardGrid minWidth={15}>
          {whyChooseUs.cards.map((card) => (
            <li key={card.title}>
              <Card
                title={card.title}
                image={{ url: card.url, alt: '', variant: 'icon', ...whyChooseUs.imageSize }}
              >
                <p>{card.content}</p>
              </Card>
            </li>
          ))}
        </CardGrid>
      </Section>

      <Testimonials />
    </>
  );
}

import { PATHS } from '../../config/paths';
import { CallToAction } from '../../components/CallToAction';
import { PageHeader } from '../../components/PageHeader';
import { Seo } from '../../components/Seo';
import { aboutSeo } from '../../content/seo/about';
import { aboutCopy, aboutIntro, whoWeAre, type TeamMember } from '../../content/about';
import styles from './About.module.css';

function Portrait({ member }: { member: TeamMember }) {
  const placeholder = whoWeAre.placeholderPortrait;
  // A placeholder tells nothing the name beside it does not: it is decorative.
  return (
    <img
      className={styles.portrait}
      src={member.photo ?? placeholder.url}
      alt={member.photo ? aboutCopy.portraitAlt(member.name) : ''}
      width={placeholder.width}
      height={placeholder.height}
      loading="lazy"
      decoding="async"
    />
  );
}

export function WhoWeArePage() {
  const image = whoWeAre.image;
  const cta = aboutCopy.teamCta;
  return (
    <>
      <Seo {...aboutSeo[PATHS.aboutWhoWeAre]} path={PATHS.aboutWhoWeAre} />
      <PageHeader eyebrow={aboutIntro.heading} title={whoWeAre.heading} intro={whoWeAre.intro} />
      <div className={`container ${styles.body} ${styles.beforeCta}`}>
        <div className={styles.split}>
          <section aria-labelledby="who-facts">
            <h2 id="who-facts">{whoWeAre.factsHeading}</h2>
            <dl className={styles.facts}>
              {whoWeAre.facts.map((fact) => (
                <div key={fact.label} className={styles.fact}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <img
            className={styles.art}
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
          />
        </div>
        <section className={styles.block} aria-labelledby="who-team">
          <h2 id="who-team">{whoWeAre.leadershipHeading}</h2>
          <ul className={styles.team}>
            {whoWeAre.team.map((member) => (
              <li key={member.name} className={styles.member}>
                <div className={styles.memberHead}>
                  <Portrait member={member} />
                  <div>
                    <h3 className={styles.memberName}>{member.name}</h3>
                    <p className={styles.memberRole}>{member.role}</p>
                  </div>
                </div>
                <p className={styles.memberBio}>{member.bio}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <CallToAction cta={cta} />
    </>
  );
}

import { PATHS } from '../../config/paths';
import type { DocumentData } from '../../api/types';
import { CallToAction } from '../../components/page/CallToAction';
import { PageHeader } from '../../components/page/PageHeader';
import { Picture } from '../../components/content/Picture';
import { Seo } from '../../components/page/Seo';
import { useDocument } from '../../features/content/useDocument';
import { useFill } from '../../features/content/useFill';
import portraitPlaceholder from '../../assets/portrait-placeholder.svg';
import styles from './About.module.css';

type Member = DocumentData<'about'>['whoWeAre']['team'][number];

function Portrait({ member }: { member: Member }) {
  const [photo] = member.photo;
  // Without a photo, a placeholder: it tells nothing the name beside it does not (decorative).
  return (
    <Picture
      className={styles.portrait}
      src={photo?.url ?? portraitPlaceholder}
      alt={photo?.alt ?? ''}
      width={photo?.width ?? 160}
      height={photo?.height ?? 160}
      sizes="4rem"
    />
  );
}

export function WhoWeArePage() {
  const about = useDocument('about');
  const fill = useFill();
  if (!about) return null;
  const { whoWeAre, whoWeAreSeo: seo } = about;
  const image = whoWeAre.image;
  return (
    <>
      <Seo title={seo.title} description={fill(seo.description)} path={PATHS.aboutWhoWeAre} />
      <PageHeader
        eyebrow={fill(about.eyebrow)}
        title={whoWeAre.heading}
        intro={fill(whoWeAre.intro)}
      />
      <div className={`container ${styles.body} ${styles.beforeCta}`}>
        <div className={styles.split}>
          <section aria-labelledby="who-facts">
            <h2 id="who-facts">{whoWeAre.factsHeading}</h2>
            <dl className={styles.facts}>
              {whoWeAre.facts.map((fact, index) => (
                <div key={index} className={styles.fact}>
                  <dt>{fact.label}</dt>
                  <dd>{fill(fact.value)}</dd>
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
          <h2 id="who-team">{whoWeAre.teamHeading}</h2>
          <ul className={styles.team}>
            {whoWeAre.team.map((member, index) => (
              <li key={index} className={styles.member}>
                <div className={styles.memberHead}>
                  <Portrait member={member} />
                  <div>
                    <h3 className={styles.memberName}>{member.name}</h3>
                    <p className={styles.memberRole}>{member.role}</p>
                  </div>
                </div>
                <p className={styles.memberBio}>{fill(member.bio)}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <CallToAction cta={whoWeAre.cta} />
    </>
  );
}

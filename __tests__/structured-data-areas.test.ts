/**
 * @jest-environment node
 */
// The structured data of the services and courses pages comes from their content documents as
// published (contract/documents/: services, courses): breadcrumbs name the pages by their
// search-engine titles, and the Course nodes describe the catalogue and the open course.

import { company } from '../contract/values/company';
import { coursesSeed } from '../contract/documents/courses/seed';
import { servicesSeed } from '../contract/documents/services/seed';
import { PATHS } from '../src/config/paths';
import { graphOf, type Node, ofType } from './support/structuredData';

describe('structured data of the services and courses pages', () => {
  it('names the services and courses pages and describes the courses as published', async () => {
    const web = coursesSeed.webDevelopment;
    const documents = {
      services: {
        ...servicesSeed,
        seo: { ...servicesSeed.seo, title: 'What we do | Kestrel Software' },
        csd: { ...servicesSeed.csd, seo: { ...servicesSeed.csd.seo, title: 'Bespoke software' } },
      },
      courses: {
        ...coursesSeed,
        seo: { ...coursesSeed.seo, title: 'Training | Kestrel Software' },
        courses: coursesSeed.courses.map((c, i) => (i === 2 ? { ...c, title: 'Algorithms' } : c)),
        webDevelopment: {
          ...web,
          summary: `${web.summary} Now online.`,
          facts: { ...web.facts, price: 1_450 },
        },
      },
    };
    const trail = async (path: string) => {
      const [list] = ofType(await graphOf(path, { documents }), 'BreadcrumbList');
      return (list!.itemListElement as Node[]).map((item) => item.name);
    };
    expect(await trail(PATHS.serviceCsd)).toEqual([company.name, 'What we do', 'Bespoke software']);
    expect(await trail(PATHS.courseDsa)).toEqual([
      company.name,
      'Training',
      'Data Structures & Algorithms Course',
    ]);
    const courses = ofType(await graphOf(PATHS.courses, { documents }), 'Course');
    expect(courses.map((c) => c.name)).toEqual([
      'Web Development',
      'Mobile App Development',
      'Algorithms',
    ]);
    expect(courses[0]).toMatchObject({
      description: `${web.summary} Now online.`,
      offers: { price: 1_450, priceCurrency: 'USD' },
    });
  });
});

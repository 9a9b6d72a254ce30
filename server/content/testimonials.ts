// server/content/: demo data the server seeds and the media it serves (site copy: src/content/).
// Demo testimonials, written for Kestrel Software. Two have no photo, so the site's placeholder
// portrait shows. Photos are files in media/testimonials, served at /media/testimonials/.

export interface Testimonial {
  id: number;
  name: string;
  designation: string;
  message: string;
  photo: string | null;
}

export const testimonials: readonly Testimonial[] = [
  {
    id: 1,
    name: 'Priya Raman',
    designation: 'Operations Director, Solent Freight Partners',
    message:
      'Kestrel replaced three spreadsheets and a fax machine with one booking system our drivers actually like. Dispatch errors dropped within the first month, and the team still answers the phone when we call.',
    photo: '/media/testimonials/priya-raman.svg',
  },
  {
    id: 2,
    name: 'Tom Whitfield',
    designation: 'Owner, Whitfield & Daughters Bakery',
    message:
      'We wanted online pre-orders before Christmas and had six weeks. Kestrel shipped a clear, fast site with a simple order screen for the shop counter, and it paid for itself by the new year.',
    photo: '/media/testimonials/tom-whitfield.svg',
  },
  {
    id: 3,
    name: 'Grace Mensah',
    designation: 'Head of Digital, Harbourside Dental Group',
    message:
      'Their accessibility audit was thorough without being preachy. Every finding came with a screenshot, the reason it mattered and a fix our own developer could apply the same afternoon.',
    photo: '/media/testimonials/grace-mensah.svg',
  },
  {
    id: 4,
    name: 'Lukas Brandt',
    designation: 'CTO, Meridian Tutoring',
    message:
      'Daniel and his engineers took over a half-finished React Native app and stabilised it in a quarter. Crash reports are down to a handful a week and releases are now boring, which is exactly what I wanted.',
    photo: '/media/testimonials/lukas-brandt.svg',
  },
  {
    id: 5,
    name: 'Sofia Almeida',
    designation: 'Marketing Manager, Isle Trails Outdoor Co.',
    message:
      'Our old site took eight seconds to load on a phone. The rebuild loads in under two, ranks for the walks we actually run, and I can edit the tour pages myself without calling anyone.',
    photo: null,
  },
  {
    id: 6,
    name: 'Callum Doherty',
    designation: 'Practice Manager, Doherty Veterinary Clinic',
    message:
      'Honest estimates, weekly demos and no surprises on the invoice. The appointment plugin has cut our missed bookings noticeably, and clients tell us how easy it is to use.',
    photo: '/media/testimonials/callum-doherty.svg',
  },
  {
    id: 7,
    name: 'Hannah Lewis',
    designation: 'Programme Lead, Southsea Community Trust',
    message:
      'As a charity we needed something sturdy on a small budget. Kestrel listened, suggested a template instead of a custom build, and spent the savings on training our volunteers.',
    photo: null,
  },
  {
    id: 8,
    name: 'Imran Qureshi',
    designation: 'Managing Partner, Qureshi Lettings',
    message:
      'The IT support contract means I no longer think about laptops, backups or the office Wi-Fi. When our email was targeted by a phishing campaign they had it contained before lunch.',
    photo: '/media/testimonials/imran-qureshi.svg',
  },
];

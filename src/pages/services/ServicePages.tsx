// The services area (one lazily loaded chunk): the route table picks each page by name.
export { ServicesPage } from './ServicesPage';
export { CsdPage, ItConsultingPage, LogoDesignPage } from './PlaceholderServicePage';
export { WebDevelopmentPage } from './WebDevelopmentPage';
export { NotAvailablePage } from './NotAvailablePage';

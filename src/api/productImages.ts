import { apiUrl, config } from '../config/config';

/** Product images are served by the products API: a relative path resolves against its host. */
export const productImageUrl = (image: string): string =>
  image.startsWith('/') && !image.startsWith('//') ? apiUrl(config.productsApi, image) : image;

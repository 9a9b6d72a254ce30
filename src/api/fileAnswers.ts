// An answer that is a file, not JSON (the leads' CSV, a candidate's CV and data): kept as an
// object URL (a string, which the store may hold) that the page offers as a download, with the
// name the server gave it; an error answer is read as JSON as usual.

/** What a file endpoint answers the page: the file as an object URL, and its name. */
export interface DownloadedFile {
  href: string;
  fileName: string;
}

const fileNameOf = (disposition: string | null, fallback: string): string =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/** A query's `responseHandler` for a file named `fallback` unless the server names it. */
export const fileAnswer =
  (fallback: string) =>
  async (response: Response): Promise<DownloadedFile | unknown> =>
    response.ok
      ? {
          href: URL.createObjectURL(await response.blob()),
          fileName: fileNameOf(response.headers.get('content-disposition'), fallback),
        }
      : response.json();

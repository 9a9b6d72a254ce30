// A file the server answered (an export, a CV), saved by the browser once it is here: a hidden
// link with the file's name, clicked once; its object URL is let go when another file replaces
// it or the screen closes.

import { useEffect, useRef } from 'react';
import type { DownloadedFile } from '../../api/fileAnswers';

interface SavedFileProps {
  file: DownloadedFile | undefined;
  /** What the link says, from the file's name (the name itself if not given). */
  label?: (fileName: string) => string;
}

export function SavedFile({ file, label }: SavedFileProps) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!file) return;
    link.current?.click();
    const href = file.href;
    return () => URL.revokeObjectURL(href);
  }, [file]);
  if (!file) return null;
  return (
    <a ref={link} href={file.href} download={file.fileName} className="visually-hidden">
      {label ? label(file.fileName) : file.fileName}
    </a>
  );
}

import { useCallback } from 'react';

export type BlobImageProps = { blob: Blob; alt: string; className?: string };

/**
 * An image of a file that is not uploaded yet. Its object URL lives exactly as long as the
 * element is shown: made when it mounts, revoked when it unmounts or shows another file.
 */
export function BlobImage({ blob, alt, className }: BlobImageProps) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(blob);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <img ref={attach} alt={alt} className={className} />;
}

/** A stored file by its URL, or a chosen one by an object URL. */
export function FileImage({
  value,
  alt,
  className,
}: {
  value: { kind: 'stored'; url: string } | { kind: 'chosen'; file: File };
  alt: string;
  className?: string;
}) {
  if (value.kind === 'chosen')
    return <BlobImage blob={value.file} alt={alt} className={className} />;
  return <img src={value.url} alt={alt} className={className} />;
}

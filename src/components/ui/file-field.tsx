import { useEffect, useState, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { t } from '@/i18n';
import { cx } from './cx';
import { Field, useField, type FieldOwnProps } from './field';
import styles from './file-field.module.css';

export interface FileFieldProps extends FieldOwnProps, Omit<ComponentPropsWithRef<'input'>, 'type' | keyof FieldOwnProps> {
  /** Image already stored (e.g. the current business logo); replaced by the chosen file's preview. */
  previewUrl?: string | null | undefined;
  /** Alternative text of the preview image. */
  previewAlt?: string;
  /** Replace the built-in preview entirely (custom slot); `false` shows none (a document, not an image). */
  preview?: ReactNode;
}

export interface FilePreviewProps {
  url: string | null;
  alt: string;
  /** Said to screen readers while there is no image. */
  emptyLabel: string;
  imageClassName?: string;
  placeholderClassName?: string;
}

/** What the preview box shows: the image, or an empty picture whose label screen readers hear. */
export function FilePreview({ url, alt, emptyLabel, imageClassName = styles.image, placeholderClassName = styles.placeholder }: FilePreviewProps) {
  return url ? (
    <img src={url} alt={alt} className={imageClassName} />
  ) : (
    <span className={placeholderClassName}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true" focusable="false">
        <rect x="3" y="4" width="18" height="16" rx="2.5" />
        <circle cx="9" cy="10" r="2" />
        <path d="m4 18 5-5 3.5 3.5L16 13l4 4" strokeLinejoin="round" />
      </svg>
      <span className="visually-hidden">{emptyLabel}</span>
    </span>
  );
}

function canPreview(): boolean {
  return typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function';
}

/**
 * A labelled file input for images (`accept="image/*"` by default) with a preview slot.
 * Works with react-hook-form `register` (the rest props, including `onChange` and `ref`, go to the
 * native input).
 */
export function FileField({ previewUrl, previewAlt = t.ui.filePreviewAlt, preview, accept = 'image/*', onChange, ...props }: FileFieldProps) {
  const { field, control, rest } = useField(props);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);

  // Revoke the previous object URL whenever it changes and on unmount.
  useEffect(() => {
    return () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [objectUrl]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setObjectUrl(file && file.type.startsWith('image/') && canPreview() ? URL.createObjectURL(file) : null);
    onChange?.(event);
  };

  const shownUrl = objectUrl ?? previewUrl ?? null;

  return (
    <Field {...field}>
      <div className={styles.row}>
        {preview === false ? null : (
          <div className={cx(styles.preview, shownUrl ? styles.hasImage : undefined)} data-testid="file-field-preview">
            {preview ?? <FilePreview url={shownUrl} alt={previewAlt} emptyLabel={t.ui.noFileChosen} />}
          </div>
        )}
        <input
          {...rest}
          {...control}
          type="file"
          accept={accept}
          onChange={handleChange}
          className={styles.input}
        />
      </div>
    </Field>
  );
}

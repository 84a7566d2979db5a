import { useCallback, useEffect, useRef, useState, type ChangeEvent, type RefCallback } from 'react';
import { FileField, FilePreview } from '@/components/ui';
import { profiles as profilesText } from '@/i18n/profiles';
import styles from './logo-field.module.css';

/** The largest logo accepted: 1 MB, as the server checks it. */
export const LOGO_MAX_BYTES = 1_000_000;

const logoText = profilesText.logo;

export interface LogoFieldProps {
  label: string;
  hint?: string;
  /** The stored logo as a data URL ('' when none). */
  value: string;
  onChange: (dataUrl: string) => void;
  onBlur?: () => void;
  name?: string;
  /** A form-level error (e.g. the required-field message). */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Alternative text of the preview. */
  previewAlt?: string;
  /** Receives the file input (react-hook-form's `field.ref`, so a form can focus it). */
  inputRef?: RefCallback<HTMLInputElement>;
  className?: string;
}

/** Reads a file as a data URL. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** Reads the first bytes of a file (FileReader: every browser and jsdom have it). */
export function readHead(file: Blob, bytes = 512): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (reader.result instanceof ArrayBuffer ? resolve(new Uint8Array(reader.result)) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file.slice(0, bytes));
  });
}

const starts = (head: Uint8Array, sig: readonly number[], at = 0) => sig.every((b, i) => head[at + i] === b);
const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));

/**
 * The image format a file's first bytes show (PNG, JPEG, GIF, WebP, BMP, ICO, AVIF, SVG), or null.
 * A file's name and the type the browser guesses from it can lie: "fake.png" may be text.
 */
export function imageFormatOf(head: Uint8Array): string | null {
  if (starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(head, ascii('GIF87a')) || starts(head, ascii('GIF89a'))) return 'gif';
  if (starts(head, ascii('RIFF')) && starts(head, ascii('WEBP'), 8)) return 'webp';
  if (starts(head, ascii('BM')) && head.length >= 26) return 'bmp';
  if (starts(head, [0, 0, 1, 0])) return 'ico';
  if (starts(head, ascii('ftyp'), 4) && (starts(head, ascii('avif'), 8) || starts(head, ascii('avis'), 8))) return 'avif';
  // SVG is text: an optional BOM, XML declaration, comments or doctype, then an <svg element
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head).replace(/^\uFEFF/, '');
  if (/^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(text)) return 'svg';
  return null;
}

/** Why a file is refused as a logo, or null when it is fine. */
export function logoProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return logoText.notImage;
  if (file.size > LOGO_MAX_BYTES) return logoText.tooLarge;
  return null;
}

/**
 * The business logo: image files only (checked by their bytes), at most 1 MB, previewed and kept as
 * a data URL. A refused
 * file leaves the previous logo (and the rest of the form) as it was and says why.
 */
export function LogoField({
  label,
  hint,
  value,
  onChange,
  onBlur,
  name,
  error,
  required,
  disabled,
  previewAlt = logoText.previewAlt,
  inputRef,
  className,
}: LogoFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const localRef = useRef<HTMLInputElement | null>(null);
  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      localRef.current = element;
      inputRef?.(element);
    },
    [inputRef],
  );

  // A form reset clears the value: clear the chosen file's name too.
  useEffect(() => {
    if (!value && localRef.current) localRef.current.value = '';
  }, [value]);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    const refused = logoProblem(file);
    if (refused) {
      setProblem(refused);
      input.value = '';
      return;
    }
    try {
      // the bytes must be an image, whatever the name says
      if (!imageFormatOf(await readHead(file))) {
        setProblem(logoText.notImage);
        input.value = '';
        return;
      }
      const dataUrl = await readAsDataUrl(file);
      setProblem(null);
      onChange(dataUrl);
    } catch {
      setProblem(logoText.unreadable);
      input.value = '';
    }
  };

  return (
    <FileField
      ref={setRefs}
      name={name}
      label={label}
      hint={hint}
      error={problem ?? error}
      required={required}
      disabled={disabled}
      accept="image/*"
      previewUrl={value || null}
      className={className}
      onBlur={onBlur}
      onChange={(event) => void handleChange(event)}
      preview={
        <FilePreview
          url={value || null}
          alt={previewAlt}
          emptyLabel={logoText.none}
          imageClassName={styles.image}
          placeholderClassName={styles.placeholder}
        />
      }
    />
  );
}

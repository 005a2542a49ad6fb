import { checkSelectedImage } from '@tradesim/core';
import { Icon } from '@tradesim/ui-kit';
import { useEffect, useState } from 'react';
import styles from './proof-picker.module.css';

interface ProofPickerProps {
  file: File | null;
  error: string | null;
  /** A refused file is not kept: the picker hands back null and the reason. */
  onChange(file: File | null, error: string | null): void;
}

/** The proof image input, checked the moment a file is chosen, with a preview of the kept one. */
export function ProofPicker({ file, error, onChange }: ProofPickerProps) {
  const preview = usePreviewUrl(file);
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = checkSelectedImage(chosen);
    onChange(problem ? null : chosen, problem);
  };
  return (
    <div className={styles.field}>
      <input
        id="proof-image"
        className={`${styles.input} visually-hidden`}
        type="file"
        accept="image/*"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'proof-image-error' : undefined}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <label htmlFor="proof-image" className={styles.drop}>
        {preview ? (
          <img className={styles.preview} src={preview} alt="Preview of the chosen payment proof" />
        ) : (
          <Icon name="upload" size={28} />
        )}
        <span className={styles.title}>{file ? file.name : 'Payment proof image'}</span>
        <span className={styles.help}>
          {file ? 'Choose another image' : 'PNG, JPG, GIF or WebP, under 5MB'}
        </span>
      </label>
      {error && (
        <p id="proof-image-error" className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** An object URL for the image while it is shown, released when it changes or unmounts. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

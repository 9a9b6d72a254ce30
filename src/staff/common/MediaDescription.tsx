// What staff say of an uploaded image (PATCH /api/staff/media/:key): its alternative text,
// required before the image may be used (the server refuses a product or testimonial with an
// upload that has none), and its focal point, which the site's crops keep in view. The focal
// point is set by clicking the image, with the arrow keys on it, or by typing its two fractions.
// What is being typed stays local; the library (the API cache) holds what was saved. Loaded in a
// chunk of its own (MediaDetails.tsx) when an uploaded image is shown: the editors start smaller.

import { type KeyboardEvent, type MouseEvent, useState } from 'react';
import { errorText } from '../../api/api';
import { useDescribeMediaMutation } from './mediaApi';
import type { MediaItem } from '../../api/types';
import { LIMITS } from '../../../contract/values/constants';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { TextField } from '../../components/forms/TextField';
import { mediaCopy } from './mediaCopy';
import styles from './MediaDescription.module.css';

const STEP = 0.05;
const clamp = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;

/** A fraction typed as text: applied while it reads as a number from 0 to 1. */
function FocalNumber(props: {
  id: string;
  label: string;
  value: number;
  onChange: (n: number) => void;
}) {
  const { id, label, value, onChange } = props;
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // Moved by the picker: the text follows.
  if (value !== shown) {
    setShown(value);
    setText(String(value));
  }
  const typed = (next: string) => {
    setText(next);
    const n = Number(next);
    if (next.trim() !== '' && n >= 0 && n <= 1) {
      setShown(n);
      onChange(n);
    }
  };
  return (
    <TextField
      id={id}
      label={label}
      type="number"
      min={0}
      max={1}
      step="any"
      value={text}
      onChange={typed}
    />
  );
}

export function MediaDescription({
  id,
  item,
  onSaved,
}: {
  id: string;
  item: MediaItem;
  onSaved?: (alt: string) => void;
}) {
  const [describe, state] = useDescribeMediaMutation();
  const [alt, setAlt] = useState(item.alt);
  const [x, setX] = useState(item.focalX);
  const [y, setY] = useState(item.focalY);
  const [missing, setMissing] = useState(false);

  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    // A keyboard's Enter or Space "clicks" at no point: the arrow keys move it instead.
    if (event.detail === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    setX(clamp((event.clientX - box.left) / box.width));
    setY(clamp((event.clientY - box.top) / box.height));
  };
  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-STEP, 0],
      ArrowRight: [STEP, 0],
      ArrowUp: [0, -STEP],
      ArrowDown: [0, STEP],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setX((v) => clamp(v + move[0]));
    setY((v) => clamp(v + move[1]));
  };
  const save = async () => {
    const text = alt.trim();
    setMissing(!text);
    if (!text) {
      document.getElementById(`${id}-alt`)?.focus();
      return;
    }
    const answer = await describe({ key: item.key, facts: { alt: text, focalX: x, focalY: y } });
    if (answer.data) onSaved?.(answer.data.alt);
  };

  return (
    <fieldset className={styles.details}>
      <legend>{mediaCopy.title}</legend>
      <p className={styles.hint}>{mediaCopy.hint}</p>
      <div className={styles.layout}>
        <button
          type="button"
          className={styles.picker}
          aria-label={mediaCopy.picker(x, y)}
          onClick={pick}
          onKeyDown={nudge}
        >
          <img src={item.url} alt="" width={item.width} height={item.height} />
          <span
            className={styles.marker}
            aria-hidden="true"
            style={{ left: `${x * 100}%`, top: `${y * 100}%` }}
          />
        </button>
        <div className={styles.fields}>
          <TextField
            id={`${id}-alt`}
            label={mediaCopy.alt}
            hint={mediaCopy.altHint}
            value={alt}
            onChange={setAlt}
            required
            maxLength={LIMITS.imageAlt}
            error={missing ? mediaCopy.altMissing : null}
          />
          <div className={styles.numbers}>
            <FocalNumber id={`${id}-x`} label={mediaCopy.focalX} value={x} onChange={setX} />
            <FocalNumber id={`${id}-y`} label={mediaCopy.focalY} value={y} onChange={setY} />
          </div>
          <Button variant="secondary" disabled={state.isLoading} onClick={() => void save()}>
            {state.isLoading ? mediaCopy.saving : mediaCopy.save}
          </Button>
          {state.isSuccess && !state.isLoading && <p role="status">{mediaCopy.saved}</p>}
          {state.isError && (
            <FlashMessage kind="error" text={errorText(state.error) ?? mediaCopy.failed} />
          )}
        </div>
      </div>
    </fieldset>
  );
}

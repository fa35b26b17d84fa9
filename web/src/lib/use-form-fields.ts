import { useCallback, useRef, useState, type ChangeEvent } from 'react';

/** The keys of T whose values are text (what an <input> edits). */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/**
 * A form's values in one state object. `field(key)` gives a text input its name, value and onChange, and every
 * edit also calls `onEdit` (the forms use it to clear the messages of the last submit).
 *
 * Values that arrive from the server go through `load`, which fills only the fields the person has not edited
 * since the last `replace`: a profile read that lands after they started typing keeps what they typed.
 */
export function useFormFields<T extends object>(initial: T | (() => T), onEdit?: () => void) {
  const [values, setValues] = useState<T>(initial);
  const edited = useRef(new Set<keyof T>());
  const set = <K extends keyof T>(key: K, value: T[K]) => {
    edited.current.add(key);
    setValues((v) => ({ ...v, [key]: value }));
    onEdit?.();
  };
  const field = <K extends TextKey<T>>(key: K) => ({
    name: key,
    value: values[key] as string,
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.target.value as T[K]),
  });
  const load = useCallback((next: T) => {
    setValues((v) => {
      const merged = { ...next };
      for (const key of edited.current) merged[key] = v[key];
      return merged;
    });
  }, []);
  /** The form becomes exactly `next` (what a save stored): no edit is pending any more. */
  const replace = useCallback((next: T) => {
    edited.current.clear();
    setValues(next);
  }, []);
  return { values, set, field, load, replace };
}

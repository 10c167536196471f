import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

export interface SelectFieldProps {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** Open at once (the visitor pressed the stand-in of lazy-select.tsx before this loaded). */
  defaultOpen?: boolean;
  /** Take the focus at once (the stand-in had it). */
  autoFocus?: boolean;
}

/** A Radix select of simple options (loaded lazily by LazySelect, ./lazy-select.tsx). */
export default function SelectField({
  id,
  value,
  onValueChange,
  options,
  defaultOpen,
  autoFocus,
}: SelectFieldProps) {
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <SelectTrigger id={id} autoFocus={autoFocus}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

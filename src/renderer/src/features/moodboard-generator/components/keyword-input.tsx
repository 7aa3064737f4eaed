import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { MOODBOARD_LIMITS } from '@contracts/api/moodboard';
import { addKeywords } from '../board-model';

const fieldClass =
  'border-border bg-surface-raised text-foreground focus-within:ring-ring flex min-h-11 w-full flex-wrap items-center gap-1.5 rounded-xl border px-2 py-1.5 text-sm focus-within:ring-2';

/**
 * Theme keywords as chips: Enter or a comma adds what was typed, Backspace in an empty field takes
 * the last chip off, each chip has its × button; the limits are refused with the catalogue's words.
 */
export function KeywordInput({
  keywords,
  onChange,
  disabled,
}: {
  keywords: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const commit = (typed: string) => {
    const outcome = addKeywords(keywords, typed);
    if (!outcome.ok) {
      setRefusal(outcome.message);
      return false;
    }
    setRefusal(null);
    onChange(outcome.keywords);
    setDraft('');
    return true;
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-input`} className="text-foreground text-sm font-medium">
        Theme keywords
      </label>
      <div className={fieldClass}>
        <ul className="contents" aria-label="Keywords">
          {keywords.map((keyword) => (
            <li
              key={keyword}
              className="bg-gold-400/15 text-gold-100 border-gold-400/30 inline-flex items-center gap-1 rounded-full border py-0.5 pr-1 pl-2.5 text-xs font-medium"
              data-testid="keyword-chip"
            >
              {keyword}
              <button
                type="button"
                aria-label={`Remove ${keyword}`}
                disabled={disabled}
                onClick={() => onChange(keywords.filter((entry) => entry !== keyword))}
                className="hover:bg-gold-400/25 focus-visible:ring-ring grid size-5 place-items-center rounded-full outline-none focus-visible:ring-2"
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
        <input
          id={`${id}-input`}
          type="text"
          value={draft}
          disabled={disabled}
          placeholder={keywords.length === 0 ? 'coastal, linen, golden hour…' : 'Add another'}
          aria-describedby={`${id}-hint ${id}-refusal`}
          maxLength={MOODBOARD_LIMITS.maxKeywordChars * 4}
          onChange={(event) => {
            const value = event.target.value;
            if (value.includes(',')) {
              const parts = value.split(',');
              const rest = parts.pop() ?? '';
              if (commit(parts.join(','))) setDraft(rest);
              else setDraft(value);
            } else setDraft(value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit(draft);
            } else if (event.key === 'Backspace' && draft === '' && keywords.length > 0) {
              event.preventDefault();
              onChange(keywords.slice(0, -1));
              setRefusal(null);
            }
          }}
          onBlur={() => {
            if (draft.trim()) commit(draft);
          }}
          className="text-foreground placeholder:text-muted-foreground min-w-32 flex-1 bg-transparent px-1 py-1 outline-none"
        />
      </div>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        Enter or a comma adds a keyword; up to {MOODBOARD_LIMITS.maxKeywords}.
      </p>
      <p
        id={`${id}-refusal`}
        role="alert"
        className="min-h-0 text-xs text-amber-300"
        data-testid="keyword-refusal"
      >
        {refusal}
      </p>
    </div>
  );
}

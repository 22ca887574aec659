import type { WidgetProps } from '@rjsf/utils';
import { Link } from 'react-router-dom';
import { useMedia } from './media-list.ts';

/**
 * An image field's file: a choice among the library's pictures, with a preview of the chosen one
 * and its size. Its description is not repeated here: choosing it fills the empty description
 * field below with the one given at upload (ImageField).
 */
export function MediaPicker(props: WidgetProps) {
  const { id, value, onChange, options, required, disabled, rawErrors } = props;
  const { items = [], failure } = useMedia();
  const usable = items.filter((m) => !m.problem);
  const chosen = items.find((m) => m.name === value);
  const names = value && !chosen ? [String(value), ...usable.map((m) => m.name)] : usable.map((m) => m.name);
  return (
    <div className="media-picker">
      <div className="media-picker-row">
        {chosen && !chosen.problem ? (
          <img className="media-thumb" src={`/media-thumb/${encodeURIComponent(chosen.name)}`} alt="" width={96} height={72} />
        ) : (
          <span className="media-thumb empty" aria-hidden="true">
            No picture
          </span>
        )}
        <div>
          <select
            id={id}
            name={id}
            className="form-control"
            value={value ?? ''}
            required={required}
            disabled={disabled}
            aria-invalid={rawErrors?.length ? true : undefined}
            aria-describedby={`${id}__error ${id}__description ${id}__help ${id}__media`}
            onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
          >
            <option value="">Choose a picture…</option>
            {names.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <p id={`${id}__media`} className="field-description">
            {failure ?? (chosen?.width ? `${chosen.width} × ${chosen.height} pixels. ` : '')}
            <Link to="/media" target="_blank">
              Upload or manage pictures
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}

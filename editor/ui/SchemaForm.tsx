import Form, { getDefaultRegistry } from '@rjsf/core';
import type { ErrorSchema, FieldProps, RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { createContext, memo, useContext, useDeferredValue, useId, useMemo, type ReactNode } from 'react';
import type { ConfigError } from './api.ts';
import { fieldLabel, itemLabel, TECHNICAL, variantLabel } from './field-words.ts';
import { isImageSchema } from './image-alt.ts';
import { ImageField } from './ImageField.tsx';
import { MediaPicker } from './MediaPicker.tsx';

type Json = Record<string, unknown>;

/** The id of the screen's list of what exists to link to, which every `x-ref: link` field offers. */
const SuggestionsContext = createContext<string | undefined>(undefined);
const NONE: string[] = [];

/** The ids `x-ref` fields can name (forms, monthly plans, packages), from GET /api/refs. */
export type Refs = Record<string, string[]>;
export const RefsContext = createContext<Refs>({});

const LONG_TEXT = /^(lead|body|text|paragraphs?|answer|description|intro|summary|quote|note|message|details?)$/i;

/** The form's layout rules, derived from any schema (never written per block). */
export function uiSchemaFor(schema: Json, key = '', required = false): UiSchema {
  const ui: UiSchema = {};
  if (key) ui['ui:title'] = fieldLabel(schema, key);
  // A constant ("type", a variant's "kind") is set by choosing the block or the variant, not typed.
  if (schema.const !== undefined) return { 'ui:widget': 'hidden' };
  const type = schema.type;
  const fallback = schema['x-default'];
  if (fallback !== undefined && (typeof fallback === 'string' || typeof fallback === 'number')) ui['ui:placeholder'] = `Default: ${fallback}`;
  // A new block's texts start empty: the example shows what kind of text goes there, without becoming the page's.
  else if (typeof schema['x-example'] === 'string') ui['ui:placeholder'] = `For example: ${schema['x-example']}`;
  if (type === 'string' && !schema.enum) {
    if (LONG_TEXT.test(key) || (typeof schema.maxLength === 'number' && schema.maxLength > 200)) ui['ui:widget'] = 'textarea';
    if (schema['x-ref'] === 'link') ui['ui:options'] = { suggest: true };
    if (schema['x-ref'] === 'media') ui['ui:widget'] = 'MediaPicker';
    if (['form', 'plan', 'package'].includes(String(schema['x-ref']))) {
      ui['ui:widget'] = 'RefSelect';
      ui['ui:options'] = { ref: String(schema['x-ref']) };
    }
    // Emptying a required text keeps it as "" so the message names the field itself.
    if (required) ui['ui:emptyValue'] = '';
  }
  if (type === 'object' && schema.properties) {
    const req = new Set((schema.required as string[] | undefined) ?? []);
    const keys = Object.keys(schema.properties as Json);
    for (const [k, v] of Object.entries(schema.properties as Record<string, Json>)) ui[k] = uiSchemaFor(v, k, req.has(k));
    // What the visitor reads first; how and where (a section's link name, a colour, ids) after it.
    if (keys.some((k) => TECHNICAL.has(k))) ui['ui:order'] = [...keys.filter((k) => !TECHNICAL.has(k)), ...keys.filter((k) => TECHNICAL.has(k)), '*'];
  }
  if (type === 'array' && schema.items && typeof schema.items === 'object') {
    const items = schema.items as Json;
    ui.items = uiSchemaFor(items, '', false);
    ui.items['ui:title'] = itemLabel(items, key);
    ui['ui:options'] = { orderable: true, addable: true, removable: true };
  }
  // oneOf variants: a select of the variants by readable name, each with its own layout.
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const branches = schema[keyword];
    if (!Array.isArray(branches)) continue;
    ui[keyword] = (branches as Json[]).map((b, i) => ({
      ...uiSchemaFor({ type: 'object', ...b }),
      'ui:title': typeof b.title === 'string' ? variantLabel(b.title) : `Variant ${i + 1}`,
    }));
  }
  ui['ui:submitButtonOptions'] = { norender: true };
  return ui;
}

const describedBy = (id: string) => `${id}__error ${id}__description ${id}__help`;

const Suggestions = memo(function Suggestions({ id, values }: { id: string; values: string[] }) {
  return (
    <datalist id={id}>
      {values.map((s) => (
        <option key={s} value={s} />
      ))}
    </datalist>
  );
});

/**
 * What exists to link to (the site's routes, this page's anchors), as one list that every link
 * field of `children` offers. One list for the screen, not one per field: on a site of 10,000
 * pages each field's own list was 10,000 options to build. It is filled after the screen first
 * shows, so a page opening does not wait for it.
 */
export function LinkSuggestions({ values, children }: { values: string[]; children: ReactNode }) {
  const id = useId();
  const shown = useDeferredValue(values, NONE);
  return (
    <SuggestionsContext.Provider value={id}>
      {children}
      <Suggestions id={id} values={shown} />
    </SuggestionsContext.Provider>
  );
}

function TextInput(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options, disabled, readonly, required, rawErrors, schema, placeholder } = props;
  const suggestions = useContext(SuggestionsContext);
  const listId = options.suggest ? suggestions : undefined;
  const numeric = schema.type === 'number' || schema.type === 'integer';
  return (
    <input
      id={id}
      name={id}
      className="form-control"
      type={numeric ? 'number' : 'text'}
      value={value ?? ''}
      placeholder={placeholder || undefined}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      list={listId}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={describedBy(id)}
      onChange={(e) => {
        const v = e.target.value;
        onChange(v === '' ? options.emptyValue : numeric ? Number(v) : v);
      }}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}

function TextArea(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options, disabled, readonly, required, rawErrors, placeholder } = props;
  return (
    <textarea
      id={id}
      name={id}
      className="form-control"
      rows={3}
      value={value ?? ''}
      placeholder={placeholder || undefined}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={describedBy(id)}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}

/** A picker of what exists for an `x-ref` field (a form, plan or package id). */
function RefSelect(props: WidgetProps) {
  const { id, value, onChange, options, required, disabled, rawErrors } = props;
  const refs = useContext(RefsContext);
  const known = refs[String(options.ref)] ?? [];
  const choices = value && !known.includes(String(value)) ? [String(value), ...known] : known;
  return (
    <select
      id={id}
      name={id}
      className="form-control"
      value={value ?? ''}
      required={required}
      disabled={disabled}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={describedBy(id)}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
    >
      <option value="">Choose…</option>
      {choices.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </select>
  );
}

/** A boolean as a switch: its label beside it, its description under it. */
function Switch(props: WidgetProps) {
  const { id, value, onChange, label, schema, disabled, readonly } = props;
  return (
    <div className="switch">
      <label htmlFor={id}>
        <input
          id={id}
          name={id}
          type="checkbox"
          role="switch"
          checked={value === true}
          disabled={disabled || readonly}
          aria-describedby={describedBy(id)}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{label}</span>
      </label>
      {typeof schema.description === 'string' && (
        <p id={`${id}__description`} className="field-description">
          {schema.description}
        </p>
      )}
    </div>
  );
}

const widgets = {
  RefSelect,
  MediaPicker,
  CheckboxWidget: Switch,
  TextWidget: TextInput,
  TextareaWidget: TextArea,
  BaseInput: TextInput,
};

const DefaultObjectField = getDefaultRegistry().fields.ObjectField;

/**
 * An object field with a "Remove" for an optional object that is filled in (an access rule, a
 * footer's demo box): without it, emptying its fields left an object the schema refuses.
 */
function RemovableObjectField(props: FieldProps) {
  const { required, formData, onChange, fieldPathId, uiSchema, name, disabled, readonly } = props;
  const removable = !required && fieldPathId.path.length > 0 && formData !== undefined && !disabled && !readonly;
  const label = String(uiSchema?.['ui:title'] ?? name ?? 'these settings');
  const Inner = isImageSchema(props.schema) ? ImageField : DefaultObjectField;
  return (
    <>
      <Inner {...props} />
      {removable && (
        <button type="button" className="small remove-object" onClick={() => onChange(undefined, fieldPathId.path)}>
          Remove {label.toLowerCase()}
        </button>
      )}
    </>
  );
}

const fields = { ObjectField: RemovableObjectField };

/** `blocks[1].actions[0].href` relative to `blocks[1]` → ["actions", "0", "href"]. */
export function pathSegments(path: string): string[] {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean);
}

/** The validator's errors under `prefix` as RJSF's error schema, so each shows at its field. */
export function errorSchemaFor(errors: ConfigError[], prefix: string[]): ErrorSchema {
  const out: Json = {};
  for (const e of errors) {
    const segs = pathSegments(e.path);
    if (prefix.some((p, i) => segs[i] !== p)) continue;
    let node = out;
    for (const s of segs.slice(prefix.length)) node = (node[s] ??= {}) as Json;
    const list = ((node.__errors as string[] | undefined) ??= []);
    list.push(e.hint ? `${e.message} ${e.hint}` : e.message);
  }
  return out as ErrorSchema;
}

/**
 * The form's data without the empty groups RJSF adds for optional groups of fields it shows (an
 * optional picture becomes `"image": {}`, which the page's schema refuses): an empty group is one
 * nobody filled in, so it is left out, as it was.
 */
export function withoutEmptyGroups(data: Json): Json {
  const clean = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(clean);
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value as Json)
      .map(([k, v]) => [k, clean(v)] as const)
      .filter(([, v]) => !(v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0));
    return Object.fromEntries(entries);
  };
  return clean(data) as Json;
}

/** The RJSF id of the control for an error's path (root_actions_0_href). */
export const fieldId = (segments: string[]) => ['root', ...segments].join('_');

interface Props {
  schema: Json;
  data: Json;
  errors: ErrorSchema;
  /** The new data, and the id of the control that changed (when RJSF names it). */
  onChange: (data: Json, control?: string) => void;
  label: string;
  /** The field the form's root stands for ("fields"), so a list's items get its words ("Field 1"). */
  name?: string;
}

/** A form built from a JSON schema: every block type and the page's own fields use this one component. */
export function SchemaForm({ schema, data, errors, onChange, label, name = '' }: Props) {
  // The root's own label is the screen's heading, not repeated above the fields.
  const uiSchema = useMemo(() => ({ ...uiSchemaFor(schema, name), 'ui:title': undefined }), [schema, name]);
  // The form's own name and description are shown by the screen, above the form.
  const formSchema = useMemo(() => ({ ...schema, title: undefined, description: undefined }), [schema]);
  return (
    <div className="schema-form" aria-label={label} role="group">
      <Form
        schema={formSchema as RJSFSchema}
        uiSchema={uiSchema}
        formData={data}
        validator={validator}
        widgets={widgets}
        fields={fields}
        extraErrors={errors}
        showErrorList={false}
        noHtml5Validate
        onChange={(e, control) => onChange(withoutEmptyGroups(e.formData as Json), control)}
        experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'never' } }}
      />
    </div>
  );
}

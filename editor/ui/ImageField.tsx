import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps } from '@rjsf/utils';
import { useLayoutEffect, useRef } from 'react';
import { withUploadAlt } from './image-alt.ts';
import { mediaItems, useMedia } from './media-list.ts';

const DefaultObjectField = getDefaultRegistry().fields.ObjectField;

/**
 * An image field (file, description, decorative…): choosing a picture while the description is
 * empty fills in the one given at upload, in the same change, so the editor sees it in the
 * description field and can edit it; a description already written is kept.
 */
export function ImageField(props: FieldProps) {
  // Read so the library is loaded by the time a picture is chosen.
  useMedia();
  // RJSF skips rendering a field again when only its handlers changed: the handler reads the latest data here.
  const data = useRef(props.formData as Record<string, unknown> | undefined);
  useLayoutEffect(() => {
    data.current = props.formData as Record<string, unknown> | undefined;
  });
  const own = props.fieldPathId.path;
  const onChange: FieldProps['onChange'] = (value, path, errorSchema, id) => {
    const isFile = path.length === own.length + 1 && path[own.length] === 'file';
    const filled = isFile ? withUploadAlt(data.current, value, mediaItems()) : undefined;
    if (filled) props.onChange(filled, own);
    else props.onChange(value, path, errorSchema, id);
  };
  return <DefaultObjectField {...props} onChange={onChange} />;
}

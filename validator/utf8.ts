import { isUtf8 } from 'node:buffer';

/** The offset of the first byte that breaks UTF-8 (bad lead byte, missing or stray continuation, overlong form, surrogate, beyond U+10FFFF), or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  if (isUtf8(bytes)) return -1;
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    // [length, lowest and highest allowed second byte]: the second-byte ranges rule out overlongs, surrogates and > U+10FFFF.
    const shape: [number, number, number] | undefined =
      b >= 0xc2 && b <= 0xdf
        ? [2, 0x80, 0xbf]
        : b === 0xe0
          ? [3, 0xa0, 0xbf]
          : b === 0xed
            ? [3, 0x80, 0x9f]
            : b >= 0xe1 && b <= 0xef
              ? [3, 0x80, 0xbf]
              : b === 0xf0
                ? [4, 0x90, 0xbf]
                : b === 0xf4
                  ? [4, 0x80, 0x8f]
                  : b >= 0xf1 && b <= 0xf3
                    ? [4, 0x80, 0xbf]
                    : undefined;
    if (!shape) return i;
    const [length, low, high] = shape;
    for (let k = 1; k < length; k++) {
      const c = bytes[i + k];
      const [min, max] = k === 1 ? [low, high] : [0x80, 0xbf];
      if (c === undefined || c < min || c > max) return i;
    }
    i += length;
  }
  return -1;
}

/** Bytes as the "binary string" jsPDF's virtual file system takes (one character per byte). */
export function binaryString(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let text = '';
  // In slices: String.fromCharCode with the whole file as arguments would overflow the stack.
  for (let start = 0; start < view.length; start += 0x8000) text += String.fromCharCode(...view.subarray(start, start + 0x8000));
  return text;
}

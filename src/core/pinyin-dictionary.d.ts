/** pinyin-match's dictionary of simplified characters (src/core/pinyin.ts matches over it). */
declare module 'pinyin-match/src/simplified_dict.js' {
  /** A reading without tones → the characters read so. */
  export const dict: Record<string, string>
}

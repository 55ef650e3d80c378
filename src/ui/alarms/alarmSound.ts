/**
 * The sound of a 人身安全级 alarm (issue 44 part 3; 个人中心 → 告警提醒 turns it off): three short
 * tones made by the Web Audio API, no file to fetch. A browser that has not yet seen a gesture on
 * the page may keep the audio suspended: then nothing sounds, and the notification still shows.
 */

let context: AudioContext | null = null

/** Play the alarm's tones (quietly does nothing where audio is unavailable). */
export function playAlarmSound(): void {
  try {
    const Audio = globalThis.AudioContext
    if (!Audio) return
    context ??= new Audio()
    const audio = context
    void audio.resume?.().catch(() => undefined)
    const start = audio.currentTime
    for (let beep = 0; beep < 3; beep++) {
      const tone = audio.createOscillator()
      const gain = audio.createGain()
      tone.frequency.value = 880
      gain.gain.value = 0.15
      tone.connect(gain).connect(audio.destination)
      tone.start(start + beep * 0.3)
      tone.stop(start + beep * 0.3 + 0.18)
    }
  } catch {
    // No audio here: the notification is enough.
  }
}

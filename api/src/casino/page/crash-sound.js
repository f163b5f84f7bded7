// The crash game's sounds: short beeps made with WebAudio, no audio files. Silent until the player
// turns sound on; the audio context is made by that click, as browsers allow.

let audio = null;
let on = false;

const tones = {
  bet: [{ hz: 660, ms: 80 }],
  takeOff: [
    { hz: 440, ms: 90 },
    { hz: 587, ms: 120 },
  ],
  cashOut: [
    { hz: 784, ms: 90 },
    { hz: 1175, ms: 140 },
  ],
  crash: [{ hz: 165, ms: 350 }],
};

/** Turns sound on or off; turning it on (from a click) makes or resumes the audio context. */
export function setSound(enabled) {
  on = enabled;
  if (!on) return;
  const Context = window.AudioContext ?? window.webkitAudioContext;
  if (audio === null && Context !== undefined) audio = new Context();
  void audio?.resume();
}

/** Plays the beep of `kind` (bet, takeOff, cashOut, crash) when sound is on. */
export function beep(kind) {
  if (!on || audio === null || audio.state !== 'running') return;
  let at = audio.currentTime;
  for (const { hz, ms } of tones[kind] ?? []) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = kind === 'crash' ? 'sawtooth' : 'sine';
    oscillator.frequency.setValueAtTime(hz, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.15, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + ms / 1000);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + ms / 1000 + 0.02);
    at += ms / 1000;
  }
}

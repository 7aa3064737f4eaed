// The recording's sound: the microphone, the shared screen's or tab's own sound when the browser
// gives it, or both mixed into one track (MediaRecorder records one audio track).

/** The track to record and how to let go of what mixing it took. */
export type RecordedAudio = { track: MediaStreamTrack | null; close: () => void };

/** One audio track of `tracks`: the only one as it is, several mixed through an AudioContext. */
export function recordedAudio(tracks: readonly MediaStreamTrack[]): RecordedAudio {
  const live = tracks.filter((track) => track.readyState === 'live');
  if (live.length === 0) return { track: null, close: () => undefined };
  if (live.length === 1 || typeof AudioContext === 'undefined')
    return { track: live[0] ?? null, close: () => undefined };
  const context = new AudioContext();
  const destination = context.createMediaStreamDestination();
  const sources = live.map((track) => {
    const source = context.createMediaStreamSource(new MediaStream([track]));
    source.connect(destination);
    return source;
  });
  void context.resume().catch(() => undefined);
  return {
    track: destination.stream.getAudioTracks()[0] ?? null,
    close: () => {
      sources.forEach((source) => source.disconnect());
      void context.close().catch(() => undefined);
    },
  };
}

// A refused request body (over the size limit) is read to its end and dropped before the 413 is
// sent. The 413 closes the connection (`Connection: close`); a socket closed while the client is
// still sending is reset by the kernel, and the client loses the answer (EPIPE/ECONNRESET
// mid-upload). Reading what still arrives is bounded in bytes and time: past either bound the
// answer goes out at once, as before.
const LINGER_MS = 5_000;
const LINGER_BYTES = 64 * 1024 * 1024;

/** Resolves once `body` has been read and dropped, or a bound is reached. */
export async function drainRefusedBody(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body || body.locked) return;
  const reader = body.getReader();
  const deadline = Date.now() + LINGER_MS;
  let dropped = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<'time'>((resolve) => {
    timer = setTimeout(() => resolve('time'), LINGER_MS);
  });
  try {
    while (Date.now() < deadline && dropped <= LINGER_BYTES) {
      const next = await Promise.race([reader.read(), timeUp]);
      if (next === 'time' || next.done) return;
      dropped += next.value.byteLength;
    }
  } catch {
    // the client went away: nothing to answer
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
}

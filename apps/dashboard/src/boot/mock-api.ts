// Loaded only when VITE_API_MODE is "mock": a separate chunk, never part of a remote build's path.
export async function startMockApi(): Promise<void> {
  const { startMockWorker } = await import('@atrium/mock-api/browser');
  await startMockWorker({ serviceWorkerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js` });
}

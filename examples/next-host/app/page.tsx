// A Server Component: it imports the editor through the package's `"use client"` entry and
// passes it only serialisable props. The editor reads the operator's tokens from localStorage.
import { LandingEditor } from '@landing/editor';

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ landing?: string }>;
}) {
  const { landing } = await searchParams;
  const landingId = Number(landing);
  return (
    <main>
      <h1>Next host</h1>
      <LandingEditor
        apiUrl="/api"
        trackerUrl="/tracker/v1"
        registrarUrl="/lambda/v1"
        landingId={Number.isInteger(landingId) && landingId > 0 ? landingId : null}
      />
    </main>
  );
}

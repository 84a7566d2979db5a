/**
 * Every story starts from the seeded data, in Storybook as in the story tests (which reseed before
 * each story): a play function that approves a request or deletes a business, or a designer
 * clicking through a screen, would otherwise change what the next story shows, and the play
 * function could not run a second time (Interactions panel › Rerun). Reseeding takes about 0.1 s,
 * so it happens only when the last story changed a record. Sign-ins (the `sessions` collection)
 * do not count: every signed-in story makes one, and none is shown.
 */
let changed = false;

/** Starts noting changes to the mock's records; call once, after the database is filled. */
export async function watchMockData(): Promise<void> {
  const [{ db, isFilling }, { collectionNames }] = await Promise.all([import('../mocks/db'), import('../mocks/db/collections')]);
  for (const name of collectionNames) {
    if (name === 'sessions') continue;
    // A record the database puts back after its start (the seed's insights history, added when a
    // story first reads the insights) is not a change the story made.
    const note = (record: object) => {
      if (!isFilling(name, record)) changed = true;
    };
    const { hooks } = db[name];
    hooks.on('create', (event) => note(event.data.record));
    hooks.on('update', (event) => note(event.data.nextRecord));
    hooks.on('delete', (event) => note(event.data.deletedRecord));
  }
}

/** Reseeds the mock's database when the last story changed it. */
export async function freshMockData(): Promise<void> {
  if (!changed) return;
  const { resetDb } = await import('../mocks/db');
  await resetDb();
  changed = false;
}

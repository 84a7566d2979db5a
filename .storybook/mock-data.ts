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
  const note = () => {
    if (!isFilling()) changed = true;
  };
  for (const name of collectionNames) {
    if (name === 'sessions') continue;
    const { hooks } = db[name];
    hooks.on('create', note);
    hooks.on('update', note);
    hooks.on('delete', note);
  }
}

/** Reseeds the mock's database when the last story changed it. */
export async function freshMockData(): Promise<void> {
  if (!changed) return;
  const { resetDb } = await import('../mocks/db');
  await resetDb();
  changed = false;
}

import { expect, type Page } from '@playwright/test';

/** Closing the page asks first (the browser's `beforeunload` dialog); the answer keeps it open. */
export async function expectLeaveWarning(page: Page) {
  const dialog = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const asked = await dialog;
  expect(asked.type()).toBe('beforeunload');
  await asked.dismiss();
  expect(page.isClosed()).toBe(false);
}

/** Closing the page closes it without a question. */
export async function expectNoLeaveWarning(page: Page) {
  let asked = false;
  page.on('dialog', (dialog) => {
    asked = true;
    void dialog.accept();
  });
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;
  expect(asked).toBe(false);
}

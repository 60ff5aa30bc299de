import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/test';

async function drawLine(page: Page, from: [number, number], to: [number, number]) {
  const box = (await page.getByRole('img', { name: /Drawing board/ }).boundingBox())!;
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) {
    await page.mouse.move(
      box.x + box.width * (from[0] + ((to[0] - from[0]) * i) / 8),
      box.y + box.height * (from[1] + ((to[1] - from[1]) * i) / 8),
    );
  }
  await page.mouse.up();
}

const board = (page: Page) => page.getByRole('img', { name: /Drawing board/ });

test('draw, undo and redo, shapes, clear with confirmation, export a PNG', async ({ page }) => {
  await page.goto('/draw');
  await expect(board(page)).toHaveAttribute('data-strokes', '0');
  await drawLine(page, [0.2, 0.2], [0.6, 0.4]);
  await page.getByRole('radio', { name: 'Rectangle' }).click();
  await drawLine(page, [0.3, 0.5], [0.5, 0.7]);
  await expect(board(page)).toHaveAttribute('data-strokes', '2');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(board(page)).toHaveAttribute('data-strokes', '1');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(board(page)).toHaveAttribute('data-strokes', '2');
  await page.keyboard.press('Control+z');
  await expect(board(page)).toHaveAttribute('data-strokes', '1');
  await page.keyboard.press('Control+Shift+z');
  await expect(board(page)).toHaveAttribute('data-strokes', '2');

  // keyboard shortcut picks the eraser; erasing the pen line removes it
  await page.keyboard.press('e');
  await expect(page.getByRole('radio', { name: 'Eraser' })).toHaveAttribute('aria-checked', 'true');
  await drawLine(page, [0.4, 0.25], [0.4, 0.35]);
  await expect(board(page)).toHaveAttribute('data-strokes', '1');

  // the drawing survives a window resize
  await page.setViewportSize({ width: 700, height: 600 });
  await expect(board(page)).toHaveAttribute('data-strokes', '1');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PNG' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^whiteboard-\d+\.png$/);
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  expect(bytes.length).toBeGreaterThan(1000);

  await page.getByRole('button', { name: 'Clear board' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear board' }).click();
  await expect(board(page)).toHaveAttribute('data-strokes', '0');
});

test("two pages on the same room see each other's strokes; a late joiner gets the drawing", async ({ browser }) => {
  const room = `class-${Date.now().toString(36)}`;
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await first.goto(`/draw?room=${room}`);
  await second.goto(`/draw?room=${room}`);
  await expect(first.getByText('Live')).toBeVisible();
  await expect(second.getByText('2 people here')).toBeVisible();

  await drawLine(first, [0.1, 0.1], [0.5, 0.5]);
  await expect(board(second)).toHaveAttribute('data-strokes', '1');
  await drawLine(second, [0.6, 0.2], [0.8, 0.6]);
  await expect(board(first)).toHaveAttribute('data-strokes', '2');
  await second.keyboard.press('Control+z');
  await expect(board(first)).toHaveAttribute('data-strokes', '1');

  const late = await (await browser.newContext()).newPage();
  await late.goto(`/draw?room=${room}`);
  await expect(board(late)).toHaveAttribute('data-strokes', '1');
});

test('the loading hand-over screen says it is loading, then moves on to the page it was given', async ({ page }) => {
  await page.goto('/loading');
  await expect(page.getByRole('status').filter({ hasText: 'Loading, please wait…' })).toBeVisible();
  await page.goto('/loading?redirect=%2Fdraw');
  await expect(page).toHaveURL(/\/draw$/);
  await expect(page.getByRole('toolbar', { name: 'Drawing tools' })).toBeVisible();
  await page.goto('/loading?redirect=%2F%2Fevil.example');
  await page.waitForTimeout(800);
  await expect(page).toHaveURL(/\/loading\?redirect=/);
});

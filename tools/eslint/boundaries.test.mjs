/**
 * Proves the lint step catches what it is for: each case lints a small file that breaks one
 * boundary and expects that rule's error (run by `npm test`: `node --test tools/eslint`).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root, ignore: false });

async function rulesBroken(filePath, code) {
  const [result] = code === undefined ? await eslint.lintFiles([filePath]) : await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

test('a remote importing another remote is an error', async () => {
  const rules = await rulesBroken(
    'apps/call-mfe/src/features/gifts/boundary-fixture.ts',
    "import { giftChatLine } from '../../../../gift-mfe/src/features/gift-effect/expose';\nexport const line = giftChatLine;\n",
  );
  assert.ok(rules.includes('import-x/no-restricted-paths'), rules.join(', '));
});

test('a remote importing the API is an error', async () => {
  const rules = await rulesBroken(
    'apps/settings-mfe/src/features/update/boundary-fixture.ts',
    "import { buildApp } from '../../../../api/src/app';\nexport const app = buildApp;\n",
  );
  assert.ok(rules.includes('import-x/no-restricted-paths'), rules.join(', '));
});

test('the API importing a front-end lib is an error, @platform/contracts is fine', async () => {
  const rules = await rulesBroken(
    'apps/api/src/modules/boundary-fixture.ts',
    "import { toast } from '@platform/ui';\nimport { isEmail } from '@platform/contracts';\nexport const both = [toast, isEmail];\n",
  );
  assert.deepEqual(
    rules.filter((rule) => rule !== 'import-x/no-restricted-paths'),
    ['no-restricted-imports'],
  );
});

test("a feature reaching into another feature's internals is an error; its entry is fine", async () => {
  const deep = await rulesBroken(
    'apps/gift-mfe/src/features/send-gift/components/boundary-fixture.ts',
    "import { useWalletBalance } from '../../wallet/hooks/useWalletBalance';\nexport const use = useWalletBalance;\n",
  );
  assert.deepEqual(deep, ['platform/feature-entry']);
  const entry = await rulesBroken(
    'apps/gift-mfe/src/features/send-gift/components/boundary-fixture.ts',
    "import { useWalletBalance } from '../../wallet';\nexport const use = useWalletBalance;\n",
  );
  assert.deepEqual(entry, []);
});

test('a hook file named in kebab-case is an error; camelCase is fine', async () => {
  const code = 'export const useThing = () => 1;\n';
  assert.deepEqual(await rulesBroken('apps/gift-mfe/src/features/wallet/hooks/use-thing.ts', code), ['platform/hook-file-name']);
  assert.deepEqual(await rulesBroken('apps/gift-mfe/src/features/wallet/hooks/useThing.ts', code), []);
});

test('an import cycle is an error', async () => {
  const rules = await rulesBroken('tools/eslint/fixtures/cycle/meeting-clock.ts');
  assert.deepEqual(rules, ['import-x/no-cycle']);
});

test("browser code taking a value from the contract's root is an error; a type, or a value from a schema-free module, is fine", async () => {
  const value = await rulesBroken(
    'libs/shared-api/src/endpoints/boundary-fixture.ts',
    "import { MESH_MAX_PARTICIPANTS } from '@platform/contracts';\nexport const max = MESH_MAX_PARTICIPANTS;\n",
  );
  assert.deepEqual(value, ['@typescript-eslint/no-restricted-imports']);
  const fine = await rulesBroken(
    'libs/shared-api/src/endpoints/boundary-fixture.ts',
    "import type { CallConfig } from '@platform/contracts';\nimport { MESH_MAX_PARTICIPANTS } from '@platform/contracts/src/room/mesh-size';\nexport const max: CallConfig | number = MESH_MAX_PARTICIPANTS;\n",
  );
  assert.deepEqual(fine, []);
});

test('a remote importing react-router-dom or react-i18next directly is an error; @platform/router and @platform/i18n are fine', async () => {
  const direct = await rulesBroken(
    'apps/events-mfe/src/features/events/components/boundary-fixture.tsx',
    "import { useNavigate } from 'react-router-dom';\nimport { useTranslation } from 'react-i18next';\nexport const hooks = [useNavigate, useTranslation];\n",
  );
  assert.deepEqual(direct, ['no-restricted-imports', 'no-restricted-imports']);
  const owned = await rulesBroken(
    'apps/events-mfe/src/features/events/components/boundary-fixture.tsx',
    "import { useNavigate } from '@platform/router';\nimport { useTranslation } from '@platform/i18n';\nexport const hooks = [useNavigate, useTranslation];\n",
  );
  assert.deepEqual(owned, []);
});

test('a journey taking test from @playwright/test is an error; from support/test, or a type from Playwright, is fine', async () => {
  const direct = await rulesBroken(
    'e2e/tests/boundary-fixture.spec.ts',
    "import { test } from '@playwright/test';\ntest('x', () => {});\n",
  );
  assert.deepEqual(direct, ['@typescript-eslint/no-restricted-imports']);
  const fine = await rulesBroken(
    'e2e/tests/boundary-fixture.spec.ts',
    "import type { Page } from '@playwright/test';\nimport { test } from '../support/test';\ntest('x', async ({ page }: { page: Page }) => { await page.goto('/'); });\n",
  );
  assert.deepEqual(fine, []);
});

test('an import climbing three folders inside an app is an error; the app root #src/ is fine', async () => {
  const deep = await rulesBroken(
    'apps/gift-mfe/src/features/wallet/utils/boundary-fixture.ts',
    "import { formatUnits } from '../../../lib/units';\nexport const f = formatUnits;\n",
  );
  assert.deepEqual(deep, ['platform/no-deep-relative']);
  const rooted = await rulesBroken(
    'apps/gift-mfe/src/features/wallet/utils/boundary-fixture.ts',
    "import { formatUnits } from '#src/lib/units.ts';\nexport const f = formatUnits;\n",
  );
  assert.deepEqual(rooted, []);
});

test("an API module reaching into a room's internals is an error; the room's door is fine", async () => {
  const internals = await rulesBroken(
    'apps/api/src/modules/gifts/boundary-fixture.ts',
    "import { RoomController } from '../rooms/controller';\nexport const c = RoomController;\n",
  );
  assert.deepEqual(internals, ['import-x/no-restricted-paths']);
  const door = await rulesBroken(
    'apps/api/src/modules/gifts/boundary-fixture.ts',
    "import type { RoomDoor } from '../rooms/door';\nexport type D = RoomDoor;\n",
  );
  assert.deepEqual(door, []);
});

// Each import rule of the architecture, shown firing on a deliberate violation and staying quiet
// on the allowed import next to it (window.desktop is in desktop-bridge.test.ts). Filenames are
// fake paths below the repo root, so a case's layer comes from its path as for real files.
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import plugin from './boundaries.js';
import { root } from './resolve-import.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
});
const at = (file: string) => path.join(root, file);
const lib = at('src/renderer/src/lib/example.ts');
const feature = at('src/renderer/src/features/credits/components/panel.tsx');
const layer = (from: string, to: string, specifier: string) =>
  `${from} may not import ${to} ("${specifier}").`;

tester.run('boundaries: layers, deep ../ escapes and every import form', plugin.rules.boundaries, {
  valid: [
    { filename: lib, code: "import { creditMessages } from '@contracts/messages';" },
    { filename: lib, code: "import { channels } from '@shared/ipc/channels';" },
    { filename: at('src/main/index.ts'), code: "import { x } from '../shared/messages';" },
    { filename: at('src/backend/server.ts'), code: "import { x } from '@contracts/messages';" },
    {
      filename: at('src/backend/server.ts'),
      code: "import { x } from '../../supabase/functions/_shared/contracts/messages';",
    },
    { filename: at('tests/integration/a.test.ts'), code: "import '../../src/backend/server';" },
  ],
  invalid: [
    {
      filename: lib,
      code: "import { x } from '../../../main/index';",
      errors: [{ message: layer('src/renderer', 'src/main', '../../../main/index') }],
    },
    {
      filename: feature,
      code: "export * from '../../../../../backend/server';",
      errors: [{ message: layer('src/renderer', 'src/backend', '../../../../../backend/server') }],
    },
    {
      filename: lib,
      code: "export { x } from '../../../preload/index'; void import(`../../../backend/a`); require('../../../main/b');",
      errors: [
        { message: layer('src/renderer', 'src/preload', '../../../preload/index') },
        { message: layer('src/renderer', 'src/backend', '../../../backend/a') },
        { message: layer('src/renderer', 'src/main', '../../../main/b') },
      ],
    },
    {
      filename: at('src/main/window.ts'),
      code: "import '../renderer/src/lib/cn'; import { s } from '../backend/server';",
      errors: [
        { message: layer('src/main', 'src/renderer', '../renderer/src/lib/cn') },
        { message: layer('src/main', 'src/backend', '../backend/server') },
      ],
    },
    {
      filename: at('src/backend/rest/routes.ts'),
      code: "import { cn } from '@/lib/cn';",
      errors: [{ message: layer('src/backend', 'src/renderer', '@/lib/cn') }],
    },
    {
      filename: at('src/preload/index.ts'),
      code: "import type { Api } from '../main/api';",
      errors: [{ message: layer('src/preload', 'src/main', '../main/api') }],
    },
  ],
});

tester.run('boundaries: Node, electron and jotai by package', plugin.rules.boundaries, {
  valid: [
    {
      filename: at('src/main/index.ts'),
      code: "import { app } from 'electron/main'; import 'node:fs';",
    },
    { filename: at('src/preload/index.ts'), code: "import { contextBridge } from 'electron';" },
    { filename: at('src/backend/a.ts'), code: "import { readFile } from 'node:fs/promises';" },
    { filename: at('src/renderer/src/lib/state.ts'), code: "export { atom } from 'jotai';" },
  ],
  invalid: [
    {
      filename: lib,
      code: "import { ipcRenderer } from 'electron/renderer'; import { readFile } from 'node:fs/promises'; import 'path';",
      errors: [
        {
          message:
            'No electron in the renderer ("electron/renderer"); go through the Platform seam.',
        },
        {
          message:
            'No Node modules in the renderer ("node:fs/promises"); go through the Platform seam.',
        },
        { message: 'No Node modules in the renderer ("path"); go through the Platform seam.' },
      ],
    },
    {
      filename: at('src/renderer/src/components/photo/image-bytes.test.ts'),
      code: "import sharp from 'sharp'; import * as ort from 'onnxruntime-node';",
      errors: [
        { message: 'No Node modules in the renderer ("sharp"); go through the Platform seam.' },
        {
          message:
            'No Node modules in the renderer ("onnxruntime-node"); go through the Platform seam.',
        },
      ],
    },
    {
      filename: feature,
      code: "import fs = require('node:fs'); type Shell = typeof import('electron');",
      errors: [
        { message: 'No Node modules in the renderer ("node:fs"); go through the Platform seam.' },
        { message: 'No electron in the renderer ("electron"); go through the Platform seam.' },
      ],
    },
    {
      filename: feature,
      code: "import { atomWithStorage } from 'jotai/utils'; import { atom } from 'jotai';",
      errors: [
        { message: 'Import jotai through @/lib/state ("jotai/utils").' },
        { message: 'Import jotai through @/lib/state ("jotai").' },
      ],
    },
    {
      filename: at('src/preload/index.ts'),
      code: "import { readFile } from 'node:fs'; const p = require('path');",
      errors: [
        { message: 'The sandboxed preload cannot load Node modules ("node:fs").' },
        { message: 'The sandboxed preload cannot load Node modules ("path").' },
      ],
    },
    {
      filename: at('src/backend/server.ts'),
      code: "import { app } from 'electron/main'; import Store from 'electron-store';",
      errors: [
        { message: 'Hive Local never imports electron ("electron/main").' },
        { message: 'Hive Local never imports electron ("electron-store").' },
      ],
    },
  ],
});

tester.run('boundaries: src/shared stays pure', plugin.rules.boundaries, {
  valid: [
    {
      filename: at('src/shared/messages.ts'),
      code: "import { z } from 'zod'; import './domain/costs'; import '@contracts/messages';",
    },
  ],
  invalid: [
    {
      filename: at('src/shared/domain/costs.ts'),
      code: "import type { X } from '@/lib/cn'; import '../../main/index';",
      errors: [
        {
          message:
            'src/shared imports only src/shared and supabase/functions/_shared/contracts ("@/lib/cn" is src/renderer/src/lib/cn.ts).',
        },
        {
          message:
            'src/shared imports only src/shared and supabase/functions/_shared/contracts ("../../main/index" is src/main/index.ts).',
        },
      ],
    },
    {
      filename: at('src/shared/domain/costs.ts'),
      code: "import 'node:path'; import 'electron'; import 'react'; import '@radix-ui/react-dialog';",
      errors: [
        { message: 'src/shared stays pure: no node:* ("node:path").' },
        { message: 'src/shared stays pure: no electron ("electron").' },
        { message: 'src/shared stays pure: no DOM or React packages ("react").' },
        { message: 'src/shared stays pure: no DOM or React packages ("@radix-ui/react-dialog").' },
      ],
    },
  ],
});

tester.run('boundaries: features, shared folders and app/', plugin.rules.boundaries, {
  valid: [
    { filename: feature, code: "import { useX } from '@/features/credits/hooks/use-x';" },
    { filename: feature, code: "import { cn } from '@/lib/cn';" },
    { filename: at('src/renderer/src/app/router.tsx'), code: "import '@/features/credits/page';" },
    { filename: at('src/renderer/src/app/routes/home.tsx'), code: "import '../provider';" },
    { filename: at('src/renderer/src/main.tsx'), code: "import { App } from './app/app';" },
    { filename: at('src/renderer/src/prerender.tsx'), code: "import '@/app/routes/home';" },
  ],
  invalid: [
    {
      filename: feature,
      code: "import { Profile } from '@/features/profile/page';",
      errors: [
        {
          message:
            'Feature "credits" may not import from feature "profile" ("@/features/profile/page"); share through lib/ or components/.',
        },
      ],
    },
    ...['lib', 'components/ui', 'config', 'platform', 'hooks'].map((folder) => ({
      filename: at(`src/renderer/src/${folder}/example.ts`),
      code: "import '@/features/auth/x';",
      errors: [
        {
          message: `renderer ${folder.split('/')[0]}/ is shared by every feature and may not import features/ ("@/features/auth/x").`,
        },
      ],
    })),
    {
      filename: feature,
      code: "import { router } from '@/app/router';",
      errors: [
        {
          message:
            'Only app/ and the renderer entries (main.tsx, prerender.tsx) import app/ ("@/app/router").',
        },
      ],
    },
    {
      filename: at('tests/e2e/pages/app-page.ts'),
      code: "import '../../../src/renderer/src/app/provider';",
      errors: [
        {
          message:
            'Only app/ and the renderer entries (main.tsx, prerender.tsx) import app/ ("../../../src/renderer/src/app/provider").',
        },
      ],
    },
  ],
});

const fn = (name: string) => at(`supabase/functions/${name}`);
tester.run('boundaries: edge functions', plugin.rules.boundaries, {
  valid: [
    {
      filename: fn('generate-image/index.ts'),
      code: "import '../_shared/cors.ts'; import './engine.ts';",
    },
    {
      filename: fn('generate-image/index.ts'),
      code: "import { z } from 'zod'; import 'npm:stripe@22';",
    },
    {
      filename: fn('image-enhancement/index.ts'),
      code: "import { x } from '../_shared/contracts/messages.ts';",
    },
  ],
  invalid: [
    {
      filename: fn('_shared/http.ts'),
      code: "import '../../../src/backend/server'; import '@shared/ipc/channels';",
      errors: [
        {
          message:
            'Edge functions import only supabase/functions/_shared and npm packages ("../../../src/backend/server" is src/backend/server.ts).',
        },
        {
          message:
            'Edge functions import only supabase/functions/_shared and npm packages ("@shared/ipc/channels" is src/shared/ipc/channels.ts).',
        },
      ],
    },
    {
      // No test beside a function reads src/ either: the contracts live once, in _shared.
      filename: fn('_shared/contract.test.ts'),
      code: "import '../../../src/shared/ipc/channels'; import '../../../src/backend/server';",
      errors: [
        {
          message:
            'Edge functions import only supabase/functions/_shared and npm packages ("../../../src/shared/ipc/channels" is src/shared/ipc/channels.ts).',
        },
        {
          message:
            'Edge functions import only supabase/functions/_shared and npm packages ("../../../src/backend/server" is src/backend/server.ts).',
        },
      ],
    },
    {
      filename: fn('image-enhancement/index.ts'),
      code: "import '../_shared/contracts/messages'; import '@contracts/messages';",
      errors: [
        {
          message:
            'Deno needs the file extension on a relative import ("../_shared/contracts/messages").',
        },
        { message: 'Deno knows no Vite alias: import "@contracts/messages" by its relative path.' },
      ],
    },
    {
      filename: fn('_shared/contract.test.ts'),
      code: "import '../../../src/backend/server';",
      errors: [
        {
          message:
            'Edge functions import only supabase/functions/_shared and npm packages ("../../../src/backend/server" is src/backend/server.ts).',
        },
      ],
    },
    {
      filename: fn('generate-image/index.ts'),
      code: "import '../stripe-webhook/index.ts'; import 'electron';",
      errors: [
        {
          message:
            'Function "generate-image" may only import from _shared, not function "stripe-webhook" ("../stripe-webhook/index.ts").',
        },
        { message: 'Edge functions never import electron ("electron").' },
      ],
    },
    {
      filename: fn('_shared/jobs/run.ts'),
      code: "import '../../generate-image/index.ts';",
      errors: [
        {
          message:
            'Function "_shared" may only import from _shared, not function "generate-image" ("../../generate-image/index.ts").',
        },
      ],
    },
  ],
});

const contract = (file: string) => at(`supabase/functions/_shared/contracts/${file}`);
tester.run('boundaries: the contracts stay pure and Deno-ready', plugin.rules.boundaries, {
  valid: [
    {
      filename: contract('api/photo-tools.ts'),
      code: "import { z } from 'zod'; import { x } from '../domain/credits.ts';",
    },
  ],
  invalid: [
    {
      filename: contract('tools/tool-views.ts'),
      code: "import '../../../../../src/shared/ipc/channels.ts'; import '../../http.ts';",
      errors: [
        {
          message:
            'supabase/functions/_shared/contracts imports only its own folder and the contracts ("../../../../../src/shared/ipc/channels.ts" is src/shared/ipc/channels.ts).',
        },
        {
          message:
            'supabase/functions/_shared/contracts imports only its own folder and the contracts ("../../http.ts" is supabase/functions/_shared/http.ts).',
        },
      ],
    },
    {
      filename: contract('tools/tool-views.ts'),
      code: "import './tool-registry'; import 'node:fs'; import 'react'; import 'electron';",
      errors: [
        { message: 'Deno needs the file extension on a relative import ("./tool-registry").' },
        {
          message:
            'supabase/functions/_shared/contracts and supabase/functions/_shared/scene stay pure: no node:*, electron, DOM or React ("node:fs").',
        },
        {
          message:
            'supabase/functions/_shared/contracts and supabase/functions/_shared/scene stay pure: no node:*, electron, DOM or React ("react").',
        },
        {
          message:
            'supabase/functions/_shared/contracts and supabase/functions/_shared/scene stay pure: no node:*, electron, DOM or React ("electron").',
        },
      ],
    },
  ],
});

const portable = (file: string) => at(`supabase/functions/_shared/${file}`);
tester.run(
  'boundaries: the logo composer and the font reader run in the browser too, so stay pure',
  plugin.rules.boundaries,
  {
    valid: [
      {
        filename: at('src/renderer/src/features/logo-creator/hooks/use-composed-logo.ts'),
        code: "import '../../../../../../supabase/functions/_shared/logo/compose/compose-logo.ts'; import '../../../../../../supabase/functions/_shared/fonts/woff.ts';",
      },
      {
        filename: portable('logo/compose/font-library.ts'),
        code: "import 'opentype.js'; import '../../fonts/woff.ts'; import '../../contracts/domain/colour.ts';",
      },
    ],
    invalid: [
      {
        filename: portable('logo/compose/font-library.ts'),
        code: "import '../../fonts/font-files.ts'; import 'node:fs';",
        errors: [
          {
            message:
              'supabase/functions/_shared/contracts imports only its own folder and the contracts ("../../fonts/font-files.ts" is supabase/functions/_shared/fonts/font-files.ts).',
          },
          {
            message:
              'supabase/functions/_shared/contracts and supabase/functions/_shared/scene stay pure: no node:*, electron, DOM or React ("node:fs").',
          },
        ],
      },
      {
        filename: at('src/renderer/src/lib/example.ts'),
        code: "import '../../../../supabase/functions/_shared/fonts/font-files.ts';",
        errors: [
          {
            message:
              'src/renderer may not import supabase/functions ("../../../../supabase/functions/_shared/fonts/font-files.ts").',
          },
        ],
      },
    ],
  },
);

const scene = (file: string) => at(`supabase/functions/_shared/scene/${file}`);
tester.run(
  'boundaries: the scene composer is shared by Hive Local and the functions',
  plugin.rules.boundaries,
  {
    valid: [
      {
        filename: at('src/backend/local-images/render-image.ts'),
        code: "import '../../../supabase/functions/_shared/scene/index.ts';",
      },
      { filename: fn('generate-svg/index.ts'), code: "import '../_shared/scene/index.ts';" },
      {
        filename: scene('compose.ts'),
        code: "import '@iconify-json/fluent-emoji-flat'; import '../contracts/domain/styles.ts';",
      },
    ],
    invalid: [
      {
        filename: scene('compose.ts'),
        code: "import '../jobs/run-job.ts'; import 'node:fs';",
        errors: [
          {
            message:
              'supabase/functions/_shared/scene imports only its own folder and the contracts ("../jobs/run-job.ts" is supabase/functions/_shared/jobs/run-job.ts).',
          },
          {
            message:
              'supabase/functions/_shared/contracts and supabase/functions/_shared/scene stay pure: no node:*, electron, DOM or React ("node:fs").',
          },
        ],
      },
      {
        filename: at('src/renderer/src/lib/example.ts'),
        code: "import '../../../../supabase/functions/_shared/scene/index.ts';",
        errors: [
          {
            message:
              'src/renderer may not import supabase/functions/_shared/scene ("../../../../supabase/functions/_shared/scene/index.ts").',
          },
        ],
      },
    ],
  },
);

// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { muiSharing } from './mui-sharing.mjs';

// The shared package resolves MUI like an app does: it depends on @mui/material itself.
const appDir = path.resolve(import.meta.dirname, '..');
const packageDir = (name, from) =>
  path.dirname(createRequire(path.join(from, 'noop.js')).resolve(`${name}/package.json`));
const materialDir = packageDir('@mui/material', appDir);
const systemDir = packageDir('@mui/system', materialDir);
const material = JSON.parse(readFileSync(path.join(materialDir, 'package.json'), 'utf8'));
const mui = muiSharing(appDir);
const inMaterial = (folder) => path.join(materialDir, folder);

describe('MUI shared by public path', () => {
  it("keeps an app's path import as the public path the share scope knows", () => {
    expect(mui.sharedRequest('@mui/material/Button', path.join(appDir, 'src'))).toBe('@mui/material/Button');
    expect(mui.sharedRequest('@mui/material/styles', path.join(appDir, 'src'))).toBe('@mui/material/styles');
  });

  it("turns MUI's own import of another component into that component's public path", () => {
    expect(mui.sharedRequest('../ButtonBase/index.mjs', inMaterial('Button'))).toBe('@mui/material/ButtonBase');
    expect(mui.sharedRequest('../Typography/index.mjs', inMaterial('InputAdornment'))).toBe('@mui/material/Typography');
  });

  it('shares each file that holds a React context on its own, however it is imported', () => {
    const formControlContext = '@mui-file/@mui/material/FormControl/FormControlContext.mjs';
    expect(mui.sharedRequest('./FormControlContext.mjs', inMaterial('FormControl'))).toBe(formControlContext);
    expect(mui.sharedRequest('../FormControl/FormControlContext.mjs', inMaterial('InputBase'))).toBe(
      formControlContext,
    );
    expect(mui.sharedRequest('./DefaultPropsProvider.mjs', path.join(systemDir, 'DefaultPropsProvider'))).toBe(
      '@mui-file/@mui/system/DefaultPropsProvider/DefaultPropsProvider.mjs',
    );
    // The colour scheme context of useColorScheme is made when this module is evaluated.
    expect(mui.sharedRequest('./ThemeProviderWithVars.mjs', inMaterial('styles'))).toBe(
      '@mui-file/@mui/material/styles/ThemeProviderWithVars.mjs',
    );
  });

  it('covers every React context of @mui/material', () => {
    const contextFiles = readdirSync(materialDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.mjs') && readFileSync(path.join(materialDir, file), 'utf8').includes('createContext('),
    );
    expect(contextFiles.length).toBeGreaterThan(10);
    for (const file of contextFiles) {
      const full = path.join(materialDir, file);
      expect(mui.sharedRequest(`./${path.basename(full)}`, path.dirname(full)), file).toMatch(/^@mui-file\//);
    }
  });

  it('leaves private code and other packages alone', () => {
    expect(mui.sharedRequest('../utils/capitalize.mjs', inMaterial('Button'))).toBeUndefined();
    expect(mui.sharedRequest('./buttonClasses.mjs', inMaterial('Button'))).toBeUndefined();
    expect(mui.sharedRequest('@mui/utils/composeClasses', inMaterial('Button'))).toBeUndefined();
    expect(mui.sharedRequest('react', inMaterial('Button'))).toBeUndefined();
    expect(mui.sharedRequest('./theme/create-brand-theme', path.join(appDir, 'src'))).toBeUndefined();
  });

  it('shares the public paths as singletons at the installed version, and finds every @mui-file/ request', () => {
    expect(mui.shared['@mui/material/']).toEqual({
      singleton: true,
      version: material.version,
      requiredVersion: `^${material.version}`,
      strictVersion: false,
    });
    expect(mui.alias['@mui-file/@mui/material']).toBe(materialDir);
    for (const key of Object.keys(mui.shared).filter((name) => name.startsWith('@mui-file/'))) {
      expect(mui.alias[key.slice(0, -1)], key).toBeDefined();
    }
  });

  it('provides the components a build names by their file, so it holds them without importing them', () => {
    const providing = muiSharing(appDir, ['Checkbox']);
    expect(providing.shared['@mui/material/Checkbox']).toEqual({
      singleton: true,
      version: material.version,
      requiredVersion: `^${material.version}`,
      strictVersion: false,
      shareKey: '@mui/material/Checkbox',
      import: path.join(materialDir, 'Checkbox', 'index.mjs'),
    });
    expect(mui.shared['@mui/material/Checkbox']).toBeUndefined();
    expect(() => muiSharing(appDir, ['internal/SwitchBase'])).toThrow(/not a public path/);
  });
});

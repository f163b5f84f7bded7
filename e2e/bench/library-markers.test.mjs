import { describe, expect, it } from 'vitest';

import { countLibraryCopies } from './library-markers.mjs';

// Excerpts of the production chunks each marker was taken from (rspack 2, swc minifier).
const reactDom = 'eP=dd.inject({bundleType:0,version:"19.3.1",rendererPackageName:"react-dom",currentDispatcher';
const mui =
  'let aa=ry("MuiButtonBase",["root","disabled","focusVisible"]),al=ox("button",{name:"MuiButtonBase",slot:"Root"})';
const emotion = 'var w={}.hasOwnProperty,E="__EMOTION_TYPE_PLEASE_DO_NOT_USE__",_=function(e,t){';
const router =
  'if(!useInRouterContext())throw Error("useNavigate() may be used only in the context of a <Router> component.")';
const runtime =
  't.resetFederationGlobalInfo=function(){a.__FEDERATION__.__GLOBAL_PLUGIN__=[]},t.resetFederationGlobalInfo=i.resetFederationGlobalInfo';

describe('countLibraryCopies', () => {
  it('counts one copy of each library however its chunks are split', () => {
    expect(countLibraryCopies([`${reactDom};${emotion}`, mui, `${router};${runtime}`])).toEqual({
      'react-dom': 1,
      '@mui/material': 1,
      '@emotion/react': 1,
      'react-router': 1,
      'federation runtime': 1,
    });
  });

  it('counts a second copy in another file, such as a remote entry with its own runtime', () => {
    expect(countLibraryCopies([runtime, `remote;${runtime}`, mui, mui, router, `fallback;${router}`])).toMatchObject({
      'federation runtime': 2,
      '@mui/material': 2,
      'react-router': 2,
      'react-dom': 0,
    });
  });

  it('does not take a mention of a library for the library', () => {
    const mentions =
      'share("react-dom","19.3.1");share("react-router","7.18.5");theme.components.MuiButtonBase={};loadRemote("auth/pages")';
    expect(Object.values(countLibraryCopies([mentions]))).toEqual([0, 0, 0, 0, 0]);
  });
});

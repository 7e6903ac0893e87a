//# allFunctionsCalledOnLoad
export const __webpack_esm_ids__=[945];export const __webpack_esm_modules__={945(_,e,s){s.r(e),s.d(e,{default:()=>o.m});var o=s(9465)}};
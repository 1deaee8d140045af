// Plain JavaScript: astro.config.mjs hashes it for the content security policy, and an English
// page's header carries it inline (src/features/language/LanguageOffer.astro), so the offer costs
// a prebuilt page no request of its own.

/**
 * Shows the offer to read the storefront in the browser's first language when it is one of ours,
 * never to a diner who chose (the `lang` cookie, src/lib/storageKeys.ts `languageKey`). The
 * browser's languages come in its order of preference; English first means no offer. The words
 * of each language are the form's JSON (LanguageOffer.astro writes them from the catalogues).
 */
export const languageOfferScript =
  '(function(){try{var f=document.getElementById("language-offer");if(!f||/(?:^|;\\s*)lang=/.test(document.cookie))return;' +
  'var o=JSON.parse(f.querySelector("script").textContent),l=navigator.languages||[navigator.language];' +
  'for(var i=0;i<l.length;i++){var c=String(l[i]).toLowerCase().split("-")[0];if(c==="en")return;var w=o[c];if(!w)continue;' +
  'var t=f.querySelector(".language-offer-text"),y=f.querySelector(".language-offer-yes"),n=f.querySelector(".language-offer-no");' +
  't.textContent=w.text;y.textContent=w.yes;y.value=c;n.textContent=w.no;[t,y,n].forEach(function(e){e.setAttribute("lang",w.tag)});' +
  'f.hidden=false;return}}catch(e){}})()';

/**
 * The widget's words in the product's eight languages (spec §21, §22). The widget ships no i18n
 * library (a few KiB of plain code): its sixteen texts sit here, in the words of the app's own
 * catalogs (the ways to watch as `watch.way.*`, the other countries as `watch.otherCountries`, the
 * same register: du, vous, tú). Which language: the element's `lang`, else the nearest `lang` of the
 * host page (its `<html lang>`), else English; any tag of a language we speak ('de-AT' → German,
 * any Portuguese → Brazilian Portuguese).
 */
import type { Kind } from './data';

/** The languages the widget speaks (those of the app). */
type WidgetLang = 'en' | 'es' | 'fr' | 'de' | 'pt-BR' | 'it' | 'ja' | 'ar';

/** Everything the widget writes, in one language. */
export interface WidgetTexts {
  lang: WidgetLang;
  dir: 'ltr' | 'rtl';
  /** A way to watch, as the product names it ('Stream', 'With ads'). */
  kinds: Readonly<Record<Kind, string>>;
  /** A service's link in one way: 'Stream on Netflix'. */
  on(kind: Kind, service: string): string;
  /** Added to the name of a link that opens a new tab. */
  newTab: string;
  /** Before the attribution's links: 'Data: '. */
  data: string;
  /** The line beside the title: 'Where to watch · GB'. */
  whereIn(region: string): string;
  /** Nothing in the region: 'Not streaming in your country' (the reader's) or 'Not streaming in GB'. */
  notStreaming(region: string, readerRegion: boolean): string;
  /** In how many other countries it streams: 'streaming in 3 other countries'; 0: that it streams nowhere else either. */
  elsewhere(n: number): string;
  /** The title's link: 'The Matrix on StreamScout'. */
  onStreamScout(title: string): string;
  /** The foot's link, named: 'More about The Matrix on StreamScout'. */
  moreAbout(title: string): string;
  /** The foot's link, written: 'More on StreamScout'. */
  more: string;
  /** The list of ways: 'Where to watch The Matrix in your country' / '… in GB'. */
  waysIn(title: string, region: string, readerRegion: boolean): string;
  /** The box: 'Where to watch The Matrix'. */
  group(title: string): string;
  /** The box while its answer is on the way. */
  loading: string;
  /** The plain link when the app's host did not answer. */
  plain: string;
}

/** Arabic's plural category of a whole number (CLDR): zero, one, two, few (3–10), many (11–99), other. */
function arabicPlural(n: number): 'zero' | 'one' | 'two' | 'few' | 'many' | 'other' {
  if (n === 0) return 'zero';
  if (n === 1) return 'one';
  if (n === 2) return 'two';
  const r = n % 100;
  if (r >= 3 && r <= 10) return 'few';
  if (r >= 11 && r <= 99) return 'many';
  return 'other';
}

const EN: WidgetTexts = {
  lang: 'en',
  dir: 'ltr',
  kinds: { flatrate: 'Stream', free: 'Free', ads: 'With ads', rent: 'Rent', buy: 'Buy' },
  on: (k, s) => `${{ flatrate: 'Stream on', free: 'Watch free on', ads: 'Watch with ads on', rent: 'Rent on', buy: 'Buy on' }[k]} ${s}`,
  newTab: ' (opens in a new tab)',
  data: 'Data: ',
  whereIn: (r) => `Where to watch · ${r}`,
  notStreaming: (r, reader) => `Not streaming in ${reader ? 'your country' : r}`,
  elsewhere: (n) => (n === 0 ? 'not streaming anywhere else either' : `streaming in ${n} other ${n === 1 ? 'country' : 'countries'}`),
  onStreamScout: (t) => `${t} on StreamScout`,
  moreAbout: (t) => `More about ${t} on StreamScout`,
  more: 'More on StreamScout',
  waysIn: (t, r, reader) => `Where to watch ${t} in ${reader ? 'your country' : r}`,
  group: (t) => `Where to watch ${t}`,
  loading: 'Where to watch: loading',
  plain: 'Where to watch this title, on StreamScout',
};

const TEXTS: Readonly<Record<WidgetLang, WidgetTexts>> = {
  en: EN,
  es: {
    lang: 'es',
    dir: 'ltr',
    kinds: { flatrate: 'Streaming', free: 'Gratis', ads: 'Con anuncios', rent: 'Alquilar', buy: 'Comprar' },
    on: (k, s) =>
      `${{ flatrate: 'Ver en', free: 'Ver gratis en', ads: 'Ver con anuncios en', rent: 'Alquilar en', buy: 'Comprar en' }[k]} ${s}`,
    newTab: ' (se abre en una pestaña nueva)',
    data: 'Datos: ',
    whereIn: (r) => `Dónde verlo · ${r}`,
    notStreaming: (r, reader) => `No está en streaming en ${reader ? 'tu país' : r}`,
    elsewhere: (n) => (n === 0 ? 'ni en ningún otro país' : `disponible en ${n} ${n === 1 ? 'país más' : 'países más'}`),
    onStreamScout: (t) => `${t} en StreamScout`,
    moreAbout: (t) => `Más sobre ${t} en StreamScout`,
    more: 'Más en StreamScout',
    waysIn: (t, r, reader) => `Dónde ver ${t} en ${reader ? 'tu país' : r}`,
    group: (t) => `Dónde ver ${t}`,
    loading: 'Dónde verlo: cargando',
    plain: 'Dónde ver este título, en StreamScout',
  },
  fr: {
    lang: 'fr',
    dir: 'ltr',
    kinds: { flatrate: 'Streaming', free: 'Gratuit', ads: 'Avec pub', rent: 'Louer', buy: 'Acheter' },
    on: (k, s) =>
      `${{ flatrate: 'Regarder sur', free: 'Regarder gratuitement sur', ads: 'Regarder avec pub sur', rent: 'Louer sur', buy: 'Acheter sur' }[k]} ${s}`,
    newTab: ' (s’ouvre dans un nouvel onglet)',
    data: 'Données : ',
    whereIn: (r) => `Où regarder · ${r}`,
    notStreaming: (r, reader) => (reader ? 'Pas en streaming dans votre pays' : `Pas en streaming (${r})`),
    elsewhere: (n) => (n === 0 ? 'ni ailleurs' : `disponible dans ${n} ${n === 1 ? 'autre pays' : 'autres pays'}`),
    onStreamScout: (t) => `${t} sur StreamScout`,
    moreAbout: (t) => `Plus d’infos sur ${t} sur StreamScout`,
    more: 'Plus sur StreamScout',
    waysIn: (t, r, reader) => (reader ? `Où regarder ${t} dans votre pays` : `Où regarder ${t} (${r})`),
    group: (t) => `Où regarder ${t}`,
    loading: 'Où regarder : chargement',
    plain: 'Où regarder ce titre, sur StreamScout',
  },
  de: {
    lang: 'de',
    dir: 'ltr',
    kinds: { flatrate: 'Streamen', free: 'Kostenlos', ads: 'Mit Werbung', rent: 'Leihen', buy: 'Kaufen' },
    on: (k, s) =>
      `${{ flatrate: 'Streamen bei', free: 'Kostenlos bei', ads: 'Mit Werbung bei', rent: 'Leihen bei', buy: 'Kaufen bei' }[k]} ${s}`,
    newTab: ' (öffnet in neuem Tab)',
    data: 'Daten: ',
    whereIn: (r) => `Wo ansehen · ${r}`,
    notStreaming: (r, reader) => `Nicht im Stream in ${reader ? 'deinem Land' : r}`,
    elsewhere: (n) => (n === 0 ? 'auch sonst nirgends' : `im Stream in ${n} ${n === 1 ? 'weiteren Land' : 'weiteren Ländern'}`),
    onStreamScout: (t) => `${t} auf StreamScout`,
    moreAbout: (t) => `Mehr über ${t} auf StreamScout`,
    more: 'Mehr auf StreamScout',
    waysIn: (t, r, reader) => `Wo du ${t} in ${reader ? 'deinem Land' : r} ansehen kannst`,
    group: (t) => `Wo du ${t} ansehen kannst`,
    loading: 'Wo ansehen: wird geladen',
    plain: 'Wo du diesen Titel ansehen kannst, auf StreamScout',
  },
  'pt-BR': {
    lang: 'pt-BR',
    dir: 'ltr',
    kinds: { flatrate: 'Streaming', free: 'Grátis', ads: 'Com anúncios', rent: 'Alugar', buy: 'Comprar' },
    on: (k, s) =>
      `${{ flatrate: 'Assistir em', free: 'Assistir grátis em', ads: 'Assistir com anúncios em', rent: 'Alugar em', buy: 'Comprar em' }[k]} ${s}`,
    newTab: ' (abre em uma nova aba)',
    data: 'Dados: ',
    whereIn: (r) => `Onde assistir · ${r}`,
    notStreaming: (r, reader) => (reader ? 'Não disponível em streaming no seu país' : `Não disponível em streaming em ${r}`),
    elsewhere: (n) => (n === 0 ? 'nem em outros países' : `disponível em mais ${n} ${n === 1 ? 'país' : 'países'}`),
    onStreamScout: (t) => `${t} no StreamScout`,
    moreAbout: (t) => `Mais sobre ${t} no StreamScout`,
    more: 'Mais no StreamScout',
    waysIn: (t, r, reader) => (reader ? `Onde assistir ${t} no seu país` : `Onde assistir ${t} em ${r}`),
    group: (t) => `Onde assistir ${t}`,
    loading: 'Onde assistir: carregando',
    plain: 'Onde assistir a este título, no StreamScout',
  },
  it: {
    lang: 'it',
    dir: 'ltr',
    kinds: { flatrate: 'Streaming', free: 'Gratis', ads: 'Con pubblicità', rent: 'Noleggia', buy: 'Acquista' },
    on: (k, s) =>
      `${{ flatrate: 'Guarda su', free: 'Guarda gratis su', ads: 'Guarda con pubblicità su', rent: 'Noleggia su', buy: 'Acquista su' }[k]} ${s}`,
    newTab: ' (si apre in una nuova scheda)',
    data: 'Dati: ',
    whereIn: (r) => `Dove guardarlo · ${r}`,
    notStreaming: (r, reader) => (reader ? 'Non in streaming nel tuo paese' : `Non in streaming in ${r}`),
    elsewhere: (n) => (n === 0 ? 'né altrove' : `in streaming in ${n} ${n === 1 ? 'altro paese' : 'altri paesi'}`),
    onStreamScout: (t) => `${t} su StreamScout`,
    moreAbout: (t) => `Altro su ${t} su StreamScout`,
    more: 'Altro su StreamScout',
    waysIn: (t, r, reader) => (reader ? `Dove guardare ${t} nel tuo paese` : `Dove guardare ${t} in ${r}`),
    group: (t) => `Dove guardare ${t}`,
    loading: 'Dove guardarlo: caricamento',
    plain: 'Dove guardare questo titolo, su StreamScout',
  },
  ja: {
    lang: 'ja',
    dir: 'ltr',
    kinds: { flatrate: '定額配信', free: '無料', ads: '広告付き', rent: 'レンタル', buy: '購入' },
    on: (k, s) => `${s}${{ flatrate: 'で見る', free: 'で無料で見る', ads: 'で広告付きで見る', rent: 'でレンタル', buy: 'で購入' }[k]}`,
    newTab: '（新しいタブで開きます）',
    data: 'データ：',
    whereIn: (r) => `視聴方法 · ${r}`,
    notStreaming: (r, reader) => (reader ? 'お住まいの国では配信されていません' : `${r}では配信されていません`),
    elsewhere: (n) => (n === 0 ? 'ほかの国でも配信されていません' : `ほかの${n}か国で配信中`),
    onStreamScout: (t) => `StreamScoutの${t}`,
    moreAbout: (t) => `StreamScoutで${t}の詳細を見る`,
    more: 'StreamScoutで詳しく',
    waysIn: (t, r, reader) => `${reader ? 'お住まいの国' : r}での${t}の視聴方法`,
    group: (t) => `${t}の視聴方法`,
    loading: '視聴方法を読み込み中',
    plain: 'この作品の視聴方法（StreamScout）',
  },
  ar: {
    lang: 'ar',
    dir: 'rtl',
    kinds: { flatrate: 'بث', free: 'مجاني', ads: 'مع إعلانات', rent: 'إيجار', buy: 'شراء' },
    on: (k, s) =>
      `${{ flatrate: 'شاهد على', free: 'شاهد مجانًا على', ads: 'شاهد مع إعلانات على', rent: 'استأجر على', buy: 'اشترِ على' }[k]} ${s}`,
    newTab: ' (يُفتح في علامة تبويب جديدة)',
    data: 'البيانات: ',
    whereIn: (r) => `أين تشاهد · ${r}`,
    notStreaming: (r, reader) => `غير متاح للبث في ${reader ? 'بلدك' : r}`,
    elsewhere: (n) =>
      ({
        zero: 'ولا في أي دولة أخرى',
        one: 'يُعرض في دولة أخرى واحدة',
        two: 'يُعرض في دولتين أخريين',
        few: `يُعرض في ${n} دول أخرى`,
        many: `يُعرض في ${n} دولة أخرى`,
        other: `يُعرض في ${n} دولة أخرى`,
      })[arabicPlural(n)],
    onStreamScout: (t) => `${t} على StreamScout`,
    moreAbout: (t) => `المزيد عن ${t} على StreamScout`,
    more: 'المزيد على StreamScout',
    waysIn: (t, r, reader) => `أين تشاهد ${t} في ${reader ? 'بلدك' : r}`,
    group: (t) => `أين تشاهد ${t}`,
    loading: 'أين تشاهد: جارٍ التحميل',
    plain: 'أين تشاهد هذا العنوان، على StreamScout',
  },
};

/**
 * The widget's texts for a language tag.
 * @param tag a BCP 47 tag (the element's or the page's `lang`), any case, `_` or `-`; null or a
 *   language we do not speak: English
 * @returns the texts (the same object for the same language)
 */
export function widgetTexts(tag: string | null | undefined): WidgetTexts {
  const t = (tag ?? '').trim().replace(/_/g, '-').toLowerCase();
  if (!/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/.test(t)) return EN;
  const base = t.split('-')[0];
  if (base === 'pt') return TEXTS['pt-BR'];
  return (TEXTS as Record<string, WidgetTexts | undefined>)[base] ?? EN;
}

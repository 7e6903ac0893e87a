/**
 * Country names in the reader's language (architecture §13), for the texts that name the viewer's
 * region ("Where to watch in …"). English keeps the country list's names and the spec's sentence
 * form ('the United Kingdom', `regionInSentence` of `@streamscout/region`). The other languages
 * name the countries readers of them most often pick from this table, so a first render loads no
 * ICU data (architecture §7); any other country comes from the browser's `Intl.DisplayNames`,
 * made once per language on first need.
 */
import { DEFAULT_LANGUAGE, knownRegion, regionInSentence, regionName, type Language } from '@streamscout/region';
import type { Translator } from './translator';

/** The codes of {@link NAMES}' columns. */
const CODES = [
  'US', 'GB', 'CA', 'AU', 'NZ', 'IE', 'DE', 'AT', 'CH', 'FR', 'BE', 'ES', 'MX', 'AR', 'CO', 'CL',
  'BR', 'PT', 'IT', 'JP', 'KR', 'IN', 'NL', 'SE', 'NO', 'DK', 'FI', 'PL', 'SA', 'AE', 'EG', 'MA',
] as const;

/** Each language's names of {@link CODES}, in that order. */
const NAMES: Readonly<Record<Exclude<Language, 'en'>, readonly string[]>> = {
  es: ['Estados Unidos', 'Reino Unido', 'Canadá', 'Australia', 'Nueva Zelanda', 'Irlanda', 'Alemania', 'Austria', 'Suiza', 'Francia', 'Bélgica', 'España', 'México', 'Argentina', 'Colombia', 'Chile', 'Brasil', 'Portugal', 'Italia', 'Japón', 'Corea del Sur', 'India', 'Países Bajos', 'Suecia', 'Noruega', 'Dinamarca', 'Finlandia', 'Polonia', 'Arabia Saudí', 'Emiratos Árabes Unidos', 'Egipto', 'Marruecos'],
  fr: ['États-Unis', 'Royaume-Uni', 'Canada', 'Australie', 'Nouvelle-Zélande', 'Irlande', 'Allemagne', 'Autriche', 'Suisse', 'France', 'Belgique', 'Espagne', 'Mexique', 'Argentine', 'Colombie', 'Chili', 'Brésil', 'Portugal', 'Italie', 'Japon', 'Corée du Sud', 'Inde', 'Pays-Bas', 'Suède', 'Norvège', 'Danemark', 'Finlande', 'Pologne', 'Arabie saoudite', 'Émirats arabes unis', 'Égypte', 'Maroc'],
  de: ['Vereinigte Staaten', 'Vereinigtes Königreich', 'Kanada', 'Australien', 'Neuseeland', 'Irland', 'Deutschland', 'Österreich', 'Schweiz', 'Frankreich', 'Belgien', 'Spanien', 'Mexiko', 'Argentinien', 'Kolumbien', 'Chile', 'Brasilien', 'Portugal', 'Italien', 'Japan', 'Südkorea', 'Indien', 'Niederlande', 'Schweden', 'Norwegen', 'Dänemark', 'Finnland', 'Polen', 'Saudi-Arabien', 'Vereinigte Arabische Emirate', 'Ägypten', 'Marokko'],
  'pt-BR': ['Estados Unidos', 'Reino Unido', 'Canadá', 'Austrália', 'Nova Zelândia', 'Irlanda', 'Alemanha', 'Áustria', 'Suíça', 'França', 'Bélgica', 'Espanha', 'México', 'Argentina', 'Colômbia', 'Chile', 'Brasil', 'Portugal', 'Itália', 'Japão', 'Coreia do Sul', 'Índia', 'Países Baixos', 'Suécia', 'Noruega', 'Dinamarca', 'Finlândia', 'Polônia', 'Arábia Saudita', 'Emirados Árabes Unidos', 'Egito', 'Marrocos'],
  it: ['Stati Uniti', 'Regno Unito', 'Canada', 'Australia', 'Nuova Zelanda', 'Irlanda', 'Germania', 'Austria', 'Svizzera', 'Francia', 'Belgio', 'Spagna', 'Messico', 'Argentina', 'Colombia', 'Cile', 'Brasile', 'Portogallo', 'Italia', 'Giappone', 'Corea del Sud', 'India', 'Paesi Bassi', 'Svezia', 'Norvegia', 'Danimarca', 'Finlandia', 'Polonia', 'Arabia Saudita', 'Emirati Arabi Uniti', 'Egitto', 'Marocco'],
  ja: ['アメリカ合衆国', 'イギリス', 'カナダ', 'オーストラリア', 'ニュージーランド', 'アイルランド', 'ドイツ', 'オーストリア', 'スイス', 'フランス', 'ベルギー', 'スペイン', 'メキシコ', 'アルゼンチン', 'コロンビア', 'チリ', 'ブラジル', 'ポルトガル', 'イタリア', '日本', '韓国', 'インド', 'オランダ', 'スウェーデン', 'ノルウェー', 'デンマーク', 'フィンランド', 'ポーランド', 'サウジアラビア', 'アラブ首長国連邦', 'エジプト', 'モロッコ'],
  ar: ['الولايات المتحدة', 'المملكة المتحدة', 'كندا', 'أستراليا', 'نيوزيلندا', 'أيرلندا', 'ألمانيا', 'النمسا', 'سويسرا', 'فرنسا', 'بلجيكا', 'إسبانيا', 'المكسيك', 'الأرجنتين', 'كولومبيا', 'تشيلي', 'البرازيل', 'البرتغال', 'إيطاليا', 'اليابان', 'كوريا الجنوبية', 'الهند', 'هولندا', 'السويد', 'النرويج', 'الدنمارك', 'فنلندا', 'بولندا', 'السعودية', 'الإمارات العربية المتحدة', 'مصر', 'المغرب'],
};

const displayNames = new Map<Language, Intl.DisplayNames>();

/**
 * A country's name in a language: 'GB' → 'United Kingdom' (en), 'Vereinigtes Königreich' (de),
 * 'イギリス' (ja). An unknown code names the default region, as `regionName` does.
 * @param lang one of the product's languages @param code ISO 3166-1 alpha-2
 */
export function countryName(lang: Language, code: string): string {
  const region = knownRegion(code);
  if (lang === 'en' || !region) return regionName(code);
  const at = (CODES as readonly string[]).indexOf(region);
  if (at >= 0) return NAMES[lang][at];
  let names = displayNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'region' });
    displayNames.set(lang, names);
  }
  return names.of(region) ?? regionName(region);
}

/**
 * The region as a sentence names it — in English the spec's form with its article ('the United
 * Kingdom', "in {country}" around it), in another language the country's name alone (each
 * language's messages are written around a bare name).
 * @param tr the page's translator @param code ISO 3166-1 alpha-2
 */
export function regionPhrase(tr: Pick<Translator, 'lang'>, code: string): string {
  return tr.lang === DEFAULT_LANGUAGE ? regionInSentence(code) : countryName(tr.lang, code);
}

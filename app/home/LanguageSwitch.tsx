import { languageNames, languages, pathIn } from "~/i18n/languages";
import { useWords } from "~/i18n/context";

/**
 * The page in the other languages: plain links, no script. `path` is the
 * page's address without a language ("/", "/about", "/book/bike?bike=…").
 * On the home page site.js adds the section being read to the link, so the
 * reader lands where they were.
 */
export function LanguageSwitch({ path, className }: { path: string; className: string }) {
  const w = useWords();
  return (
    <nav className={`lang-switch ${className}`} aria-label={w.t("languageNav")}>
      <ul>
        {languages.map((lang) => (
          <li key={lang}>
            <a
              href={pathIn(lang, path)}
              lang={lang}
              {...(lang === w.lang ? { "aria-current": "page" as const } : { hrefLang: lang })}
            >
              {languageNames[lang]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

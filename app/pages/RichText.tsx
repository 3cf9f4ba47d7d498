import { richText, type Inline } from "~/content/rich-text";

/** The owner's formatted text as paragraphs and lists: every character is React's text, escaped. */
export function RichText({ source }: { source: string }) {
  return (
    <>
      {richText(source).map((block, i) => {
        if ("paragraph" in block) {
          return (
            <p key={i}>
              <Inlines parts={block.paragraph} />
            </p>
          );
        }
        const List = block.numbered ? "ol" : "ul";
        return (
          <List key={i}>
            {block.list.map((item, j) => (
              <li key={j}>
                <Inlines parts={item} />
              </li>
            ))}
          </List>
        );
      })}
    </>
  );
}

function Inlines({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((part, i) =>
        "text" in part ? (
          part.text
        ) : "bold" in part ? (
          <strong key={i}>{part.bold}</strong>
        ) : /^https?:/i.test(part.href) ? (
          <a key={i} href={part.href} rel="noopener noreferrer">
            {part.link}
          </a>
        ) : (
          <a key={i} href={part.href}>
            {part.link}
          </a>
        ),
      )}
    </>
  );
}

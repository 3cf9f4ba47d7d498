/**
 * A translated sentence with links inside it: the whole sentence is one
 * phrase ("… wait in the {trash}. See every change in {activity}."), and each
 * placeholder is replaced by its element, wherever the language puts it.
 */
import { Fragment, type ReactNode } from "react";

export function Sentence({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  return (
    <>
      {text.split(/(\{\w+\})/).map((piece, i) => {
        const name = /^\{(\w+)\}$/.exec(piece)?.[1];
        return <Fragment key={i}>{name && name in parts ? parts[name] : piece}</Fragment>;
      })}
    </>
  );
}

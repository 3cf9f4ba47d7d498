/** The server speaks every language: both phrase books are given once, at start. */
import { phrases as hi } from "./hi/index";
import { phrases as kn } from "./kn/index";
import { provide } from "./words";

provide("hi", hi);
provide("kn", kn);

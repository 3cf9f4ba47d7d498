/** Every back-office phrase in Kannada, by area (the server's); a browser loads only its screen's. */
import { bookings } from "./bookings";
import { content } from "./content";
import { frame } from "./frame";
import { money } from "./money";

export const books = { frame, content, bookings, money };

/** Every back-office phrase in Kannada: one chunk, loaded only by a person who reads the back office in Hindi. */
import { bookings } from "./bookings";
import { content } from "./content";
import { frame } from "./frame";
import { money } from "./money";

export const phrases = { ...frame, ...content, ...bookings, ...money };

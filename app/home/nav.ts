/** The four anchor links of the header and the mobile drawer (spec section 2). */
export const sectionLinks = [
  { href: "#bikes", label: "Our Bikes", subtitle: "Premium bikes for rent" },
  { href: "#taxi", label: "Taxi Services", subtitle: "Reliable taxi rides" },
  { href: "#pickup", label: "Pickup Points", subtitle: "Convenient locations" },
  { href: "#contact", label: "Contact", subtitle: "Get in touch" },
] as const;

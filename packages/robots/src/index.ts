// @tenace/robots: bidding and card-play robots. They take a seat's view, never the deal.
export {};

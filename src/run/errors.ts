// Refusals: bad input or a request tend must not carry out. The run stops with the message as
// its one line, having written nothing. Kept free of imports so main.ts can load it up front.

export class RefusalError extends Error {}

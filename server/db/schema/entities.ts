/**
 * The tables of the declared entities (domain/entities/), one line each: the server serves
 * every table listed here with the entity's generated routes (server/entities/).
 */
export {};

/**
 * The strength loop ({@code katakuti match}): two bots, or two builds of one bot,
 * play game pairs from a book of balanced openings at a fixed time a move, and a
 * sequential probability ratio test stops the run as soon as the result is
 * clear. See {@code docs/strength.md}.
 */
package org.katakuti.app.strength;

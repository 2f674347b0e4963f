/**
 * The Gomocup brain protocol ({@code katakuti pbrain}): a built-in bot speaks
 * to Piskvork and the Gomocup managers on standard input and output. See
 * {@code docs/pbrain.md}.
 */
package org.katakuti.app.pbrain;

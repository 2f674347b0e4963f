/**
 * A sample third-party bot for the Katakuti table, written to be copied.
 *
 * <p>A bot jar needs three things:
 * <ol>
 *   <li>a {@link org.katakuti.api.bot.BotFactory} with a public no-argument
 *       constructor ({@link org.katakuti.plugins.sample.RandomMoverFactory});</li>
 *   <li>the {@link org.katakuti.api.bot.Bot} it makes
 *       ({@link org.katakuti.plugins.sample.RandomMover});</li>
 *   <li>the factory's class name in
 *       {@code META-INF/services/org.katakuti.api.bot.BotFactory}.</li>
 * </ol>
 * It depends only on {@code katakuti-api} (scope {@code provided}: the table
 * brings its own copy). Put the jar in the table's {@code plugins/} folder and
 * the bot appears in {@code katakuti bots} under its id.
 */
package org.katakuti.plugins.sample;

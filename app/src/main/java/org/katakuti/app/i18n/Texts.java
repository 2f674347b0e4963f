package org.katakuti.app.i18n;

import java.text.MessageFormat;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * Every word the table shows, in one language, from the UTF-8 bundles
 * {@code org/katakuti/app/i18n/Messages*.properties}. A missing key shows as
 * {@code !key!} rather than failing, so a gap in a translation is visible but
 * harmless.
 */
public final class Texts {

    private static final String MESSAGES = "org.katakuti.app.i18n.Messages";
    private static final String HELP = "org.katakuti.app.i18n.Help";
    private static final Utf8Control CONTROL = new Utf8Control();

    private final Language language;
    private final ResourceBundle messages;
    private ResourceBundle help;

    public Texts(Language language) {
        this.language = language;
        this.messages = ResourceBundle.getBundle(MESSAGES, language.locale(), CONTROL);
    }

    public Language language() {
        return language;
    }

    /** @return the text of {@code key} */
    public String get(String key) {
        try {
            return messages.getString(key);
        } catch (MissingResourceException e) {
            return "!" + key + "!";
        }
    }

    /**
     * @return the text of {@code key} with {@code {0}}, {@code {1}}... filled
     *     in; whole numbers in the language's digits (see {@link Numerals})
     */
    public String format(String key, Object... arguments) {
        Object[] written = arguments.clone();
        for (int i = 0; i < written.length; i++) {
            if (written[i] instanceof Integer || written[i] instanceof Long || written[i] instanceof Short
                    || written[i] instanceof Byte) {
                written[i] = number(((Number) written[i]).longValue());
            }
        }
        MessageFormat format = new MessageFormat(get(key).replace("'", "''"), language.locale());
        return format.format(written);
    }

    /** @return {@code number} in this language's digits, for a count or a score */
    public String number(long number) {
        return Numerals.write(number, language);
    }

    /** @return true when the bundle of this language has {@code key} */
    public boolean has(String key) {
        return messages.containsKey(key);
    }

    /**
     * @return a help text (an HTML fragment); the help bundle is read only the
     *     first time help is opened, to keep start-up light
     */
    public synchronized String help(String key) {
        if (help == null) {
            help = ResourceBundle.getBundle(HELP, language.locale(), CONTROL);
        }
        try {
            return help.getString(key);
        } catch (MissingResourceException e) {
            return "!" + key + "!";
        }
    }
}

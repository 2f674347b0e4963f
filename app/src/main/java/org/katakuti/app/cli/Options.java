package org.katakuti.app.cli;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code --name value} and {@code --flag} options of one command, checked
 * against the names the command knows. Every problem becomes a
 * {@link UsageException} with a one-line message.
 */
final class Options {
    private final Map<String, String> values = new HashMap<>();
    private final Set<String> flags = new HashSet<>();

    private Options() {
    }

    /**
     * @param args the command's arguments
     * @param valued option names that take a value, without dashes
     * @param flagNames option names that stand alone, without dashes
     */
    static Options parse(List<String> args, List<String> valued, List<String> flagNames) throws UsageException {
        Options options = new Options();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (!arg.startsWith("--")) {
                throw new UsageException("unexpected argument '" + arg + "'");
            }
            String name = arg.substring(2);
            if (flagNames.contains(name)) {
                options.flags.add(name);
            } else if (valued.contains(name)) {
                if (i + 1 >= args.size()) {
                    throw new UsageException("--" + name + " needs a value");
                }
                if (options.values.put(name, args.get(++i)) != null) {
                    throw new UsageException("--" + name + " given twice");
                }
            } else {
                throw new UsageException("unknown option '" + arg + "' (known: " + known(valued, flagNames) + ")");
            }
        }
        return options;
    }

    private static String known(List<String> valued, List<String> flagNames) {
        StringBuilder text = new StringBuilder();
        for (String name : valued) {
            text.append(text.length() == 0 ? "" : ", ").append("--").append(name);
        }
        for (String name : flagNames) {
            text.append(text.length() == 0 ? "" : ", ").append("--").append(name);
        }
        return text.toString();
    }

    static List<String> names(String... names) {
        return Arrays.asList(names);
    }

    /** @return true when the flag was given */
    boolean flag(String name) {
        return flags.contains(name);
    }

    /** @return the option's value; null when not given */
    String value(String name) {
        return values.get(name);
    }

    /** @return the option's value, which must have been given */
    String required(String name) throws UsageException {
        String value = values.get(name);
        if (value == null) {
            throw new UsageException("--" + name + " is required");
        }
        return value;
    }

    /** @return the option read as a whole number within {@code min..max}; {@code fallback} when not given */
    long number(String name, long fallback, long min, long max) throws UsageException {
        String value = values.get(name);
        return value == null ? fallback : number(name, value, min, max);
    }

    /** Reads {@code text}, the value of option {@code name}, as a whole number within {@code min..max}. */
    static long number(String name, String text, long min, long max) throws UsageException {
        long number;
        try {
            number = Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new UsageException("--" + name + " must be a whole number, not '" + text + "'");
        }
        if (number < min || number > max) {
            throw new UsageException("--" + name + " must be from " + min + " to " + max + ", not " + number);
        }
        return number;
    }
}

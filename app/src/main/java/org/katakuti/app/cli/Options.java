package org.katakuti.app.cli;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The options of one command: {@code --name value} (or {@code --name=value}) and
 * plain {@code --flag}s. Declare what the command takes, then parse:
 *
 * <pre>{@code
 * Options options = new Options("rules").value("--game").value("--moves").flag("--batch").parse(args);
 * String game = options.required("--game");
 * }</pre>
 *
 * Anything else is a {@link UsageException} with a message naming the command:
 * {@code unknown option --foo for rules}, {@code --game needs a value}.
 */
public final class Options {
    private final String command;
    private final Set<String> valued = new LinkedHashSet<>();
    private final Set<String> flags = new LinkedHashSet<>();
    private boolean takesArguments;

    private final Map<String, String> values = new HashMap<>();
    private final Set<String> flagsGiven = new LinkedHashSet<>();
    private final List<String> arguments = new ArrayList<>();

    /** @param command the command's name, used in error messages */
    public Options(String command) {
        this.command = command;
    }

    /** Declares an option that takes a value, e.g. {@code --game tigadi}. */
    public Options value(String name) {
        valued.add(name);
        return this;
    }

    /** Declares an option that stands alone, e.g. {@code --batch}. */
    public Options flag(String name) {
        flags.add(name);
        return this;
    }

    /** Lets the command take plain arguments (not starting with {@code --}), such as file names. */
    public Options takesArguments() {
        takesArguments = true;
        return this;
    }

    /**
     * Reads {@code args} against the declared options.
     *
     * @return this, filled in
     * @throws UsageException for an unknown option, a missing value, an option
     *     given twice, or a plain argument the command does not take
     */
    public Options parse(List<String> args) {
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (!arg.startsWith("-") || arg.equals("-")) {
                if (!takesArguments) {
                    throw new UsageException("unexpected argument '" + arg + "' for " + command);
                }
                arguments.add(arg);
                continue;
            }
            String name = arg;
            String value = null;
            int equals = arg.indexOf('=');
            if (equals > 0) {
                name = arg.substring(0, equals);
                value = arg.substring(equals + 1);
            }
            if (flags.contains(name) && value == null) {
                if (!flagsGiven.add(name)) {
                    throw new UsageException(name + " given twice");
                }
            } else if (valued.contains(name)) {
                if (value == null) {
                    if (i + 1 >= args.size() || args.get(i + 1).startsWith("--")) {
                        throw new UsageException(name + " needs a value");
                    }
                    value = args.get(++i);
                }
                if (values.put(name, value) != null) {
                    throw new UsageException(name + " given twice");
                }
            } else if (flags.contains(name)) {
                throw new UsageException(name + " takes no value");
            } else {
                throw new UsageException("unknown option " + name + " for " + command);
            }
        }
        return this;
    }

    /** @return true when the option or flag was given */
    public boolean has(String name) {
        return flagsGiven.contains(name) || values.containsKey(name);
    }

    /** @return the option's value, or null when it was not given */
    public String get(String name) {
        return values.get(name);
    }

    /** @return the option's value, or {@code fallback} when it was not given */
    public String get(String name, String fallback) {
        String value = values.get(name);
        return value == null ? fallback : value;
    }

    /**
     * @return the option's value
     * @throws UsageException when it was not given
     */
    public String required(String name) {
        String value = values.get(name);
        if (value == null) {
            throw new UsageException(command + " needs " + name);
        }
        return value;
    }

    /**
     * @return the option's value as a whole number, or {@code fallback} when it was not given
     * @throws UsageException when the value is not a whole number
     */
    public long number(String name, long fallback) {
        String value = values.get(name);
        if (value == null) {
            return fallback;
        }
        try {
            return Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw new UsageException(name + " needs a whole number, not '" + value + "'");
        }
    }

    /** @return the plain arguments, in order (empty unless {@link #takesArguments()} was declared) */
    public List<String> arguments() {
        return Collections.unmodifiableList(arguments);
    }
}

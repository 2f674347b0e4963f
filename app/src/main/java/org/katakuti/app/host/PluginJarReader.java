package org.katakuti.app.host;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;

import org.katakuti.api.bot.BotFactory;

/**
 * Opens one plugin jar inside the bot host: its own class loader, its services
 * file read by hand (so each listed class gets its own reason when it fails),
 * and every failure said in plain words. Runs plugin code, so it lives only in
 * the host's process, never in the app's.
 */
final class PluginJarReader {

    static final String SERVICES = "META-INF/services/" + BotFactory.class.getName();

    /** A class the services file lists: its factory, or why there is none. */
    static final class Listed {
        final String className;
        final BotFactory factory;
        final String problem;

        Listed(String className, BotFactory factory, String problem) {
            this.className = className;
            this.factory = factory;
            this.problem = problem;
        }
    }

    private final File jar;
    private final ClassLoader loader;

    PluginJarReader(File jar) throws IOException {
        this.jar = jar;
        // Over the host's own loader, so the plugin sees the API; nothing else shares it.
        this.loader = new URLClassLoader(new URL[] {jar.toURI().toURL()}, PluginJarReader.class.getClassLoader());
    }

    /**
     * @return the class names the services file lists, in order
     * @throws IOException with the reason when there is no services file or it cannot be read
     */
    List<String> listedClasses() throws IOException {
        try (JarFile file = new JarFile(jar)) {
            ZipEntry entry = file.getEntry(SERVICES);
            if (entry == null) {
                throw new IOException("no bot inside: the jar has no " + SERVICES
                        + " file naming its BotFactory class");
            }
            List<String> names = new ArrayList<>();
            try (InputStream in = file.getInputStream(entry);
                    BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    int comment = line.indexOf('#');
                    String name = (comment >= 0 ? line.substring(0, comment) : line).trim();
                    if (!name.isEmpty()) {
                        names.add(name);
                    }
                }
            }
            if (names.isEmpty()) {
                throw new IOException("no bot inside: its " + SERVICES + " file names no class");
            }
            return names;
        }
    }

    /** Loads, initialises and makes the factory {@code className}; never throws. */
    Listed make(String className) {
        Class<?> type;
        try {
            type = Class.forName(className, true, loader);
        } catch (ClassNotFoundException e) {
            return problem(className, "its services file names " + className + ", which is not in the jar");
        } catch (UnsupportedClassVersionError e) {
            return problem(className, "it was compiled for a newer Java than this one (Java "
                    + System.getProperty("java.specification.version") + "): " + e.getMessage());
        } catch (NoClassDefFoundError e) {
            return problem(className, "a class it needs is missing: " + e.getMessage()
                    + " (a library it uses is not in the jar or beside it?)");
        } catch (ExceptionInInitializerError e) {
            return problem(className, className + " failed to initialise: " + Errors.oneLine(e.getCause()));
        } catch (LinkageError e) {
            return problem(className, className + " cannot be loaded: " + Errors.oneLine(e));
        }
        if (!BotFactory.class.isAssignableFrom(type)) {
            return problem(className, className + " is not a " + BotFactory.class.getName());
        }
        try {
            return new Listed(className, (BotFactory) type.getConstructor().newInstance(), null);
        } catch (NoSuchMethodException | IllegalAccessException e) {
            return problem(className, className + " has no public constructor without arguments");
        } catch (InvocationTargetException e) {
            return problem(className, "the constructor of " + className + " threw " + Errors.oneLine(e.getCause()));
        } catch (Throwable e) { // a plugin's error of any kind becomes a reason, never the host's end
            return problem(className, className + " could not be made: " + Errors.oneLine(e));
        }
    }

    private static Listed problem(String className, String why) {
        return new Listed(className, null, why);
    }
}

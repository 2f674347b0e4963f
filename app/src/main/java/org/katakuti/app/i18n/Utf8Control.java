package org.katakuti.app.i18n;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.net.URL;
import java.net.URLConnection;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.PropertyResourceBundle;
import java.util.ResourceBundle;

/**
 * Reads {@code .properties} bundles as UTF-8. Java 8 reads them as ISO-8859-1,
 * which would turn the Nepali texts into mojibake; this control makes every
 * JRE from 8 up read the same files the same way. It also falls back to the
 * base bundle (English), never to the JVM's default locale.
 */
public final class Utf8Control extends ResourceBundle.Control {

    @Override
    public ResourceBundle newBundle(String baseName, Locale locale, String format, ClassLoader loader, boolean reload)
            throws IllegalAccessException, InstantiationException, IOException {
        if (!"java.properties".equals(format)) {
            return null;
        }
        String resource = toResourceName(toBundleName(baseName, locale), "properties");
        URL url = loader.getResource(resource);
        if (url == null) {
            return null;
        }
        URLConnection connection = url.openConnection();
        connection.setUseCaches(!reload);
        try (InputStream in = connection.getInputStream();
             Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            return new PropertyResourceBundle(reader);
        }
    }

    @Override
    public java.util.List<String> getFormats(String baseName) {
        return FORMAT_PROPERTIES;
    }

    @Override
    public Locale getFallbackLocale(String baseName, Locale locale) {
        return null;
    }
}

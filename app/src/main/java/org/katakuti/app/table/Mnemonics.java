package org.katakuti.app.table;

import javax.swing.AbstractButton;

import org.katakuti.app.i18n.Texts;

/**
 * Gives menus and their items the letter that, with Alt (or by itself in an open
 * menu), picks them: the key {@code mnemonic.<text key>}. The letters are those
 * of the keyboard in every language; where the words have no such letter (as in
 * Nepali), the letter still works, only it is not underlined.
 */
final class Mnemonics {

    private Mnemonics() {
    }

    /** @param buttonsAndKeys pairs of a menu or item and its text's key */
    static void set(Texts texts, Object... buttonsAndKeys) {
        for (int i = 0; i + 1 < buttonsAndKeys.length; i += 2) {
            AbstractButton button = (AbstractButton) buttonsAndKeys[i];
            String key = "mnemonic." + buttonsAndKeys[i + 1];
            String letter = texts.has(key) ? texts.get(key) : "";
            if (letter.isEmpty()) {
                button.setMnemonic(0);
                continue;
            }
            // underlines the letter's first place in the words, if it has one
            button.setMnemonic(Character.toUpperCase(letter.charAt(0)));
        }
    }
}

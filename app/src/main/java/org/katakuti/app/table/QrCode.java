package org.katakuti.app.table;

import java.awt.image.BufferedImage;
import java.util.EnumMap;
import java.util.Map;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.WriterException;
import com.google.zxing.common.BitMatrix;
import com.google.zxing.qrcode.QRCodeWriter;
import com.google.zxing.qrcode.decoder.ErrorCorrectionLevel;

/** A room's link as a QR code, for a phone's camera: drawn by ZXing's core, black on white whatever the theme. */
final class QrCode {

    private QrCode() {
    }

    /**
     * @param text what the code says (a link)
     * @param size the image's width and height in pixels, quiet border included
     */
    static BufferedImage of(String text, int size) {
        Map<EncodeHintType, Object> hints = new EnumMap<>(EncodeHintType.class);
        hints.put(EncodeHintType.ERROR_CORRECTION, ErrorCorrectionLevel.M);
        hints.put(EncodeHintType.MARGIN, 2);
        hints.put(EncodeHintType.CHARACTER_SET, "UTF-8");
        BitMatrix bits;
        try {
            bits = new QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, size, size, hints);
        } catch (WriterException e) {
            throw new IllegalArgumentException("cannot draw a QR code of " + text.length() + " characters", e);
        }
        BufferedImage image = new BufferedImage(bits.getWidth(), bits.getHeight(), BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < bits.getHeight(); y++) {
            for (int x = 0; x < bits.getWidth(); x++) {
                image.setRGB(x, y, bits.get(x, y) ? 0x000000 : 0xFFFFFF);
            }
        }
        return image;
    }
}

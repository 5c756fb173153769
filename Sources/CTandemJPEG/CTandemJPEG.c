// See CTandemJPEG.h: libjpeg sessions with errors that return instead of
// ending the process.
#include "CTandemJPEG.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

/// libjpeg's error manager, extended with where to jump on a fatal error.
struct tandem_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf recovery;
};

static void tandem_jpeg_error_exit(j_common_ptr info) {
    struct tandem_jpeg_error *error = (struct tandem_jpeg_error *)info->err;
    longjmp(error->recovery, 1);
}

/// Warnings (corrupt but readable data) are not errors: the image decodes as
/// far as it can, as ImageIO draws a damaged JPEG.
static void tandem_jpeg_output_message(j_common_ptr info) { (void)info; }

static void tandem_jpeg_message(j_common_ptr info, char *message, size_t capacity) {
    if (capacity == 0) return;
    char buffer[JMSG_LENGTH_MAX];
    info->err->format_message(info, buffer);
    strncpy(message, buffer, capacity - 1);
    message[capacity - 1] = 0;
}

static void tandem_jpeg_set_message(char *message, size_t capacity, const char *text) {
    if (capacity == 0) return;
    strncpy(message, text, capacity - 1);
    message[capacity - 1] = 0;
}

int tandem_jpeg_decode(
    const uint8_t *data, size_t length, int maximum_dimension, uint8_t **pixels, int *width, int *height,
    char *message, size_t message_capacity) {
    *pixels = NULL;
    if (length == 0) {
        tandem_jpeg_set_message(message, message_capacity, "no data");
        return 1;
    }
    struct jpeg_decompress_struct info;
    struct tandem_jpeg_error error;
    // Volatile: written after setjmp and read after a longjmp back to it.
    uint8_t *volatile buffer = NULL;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = tandem_jpeg_error_exit;
    error.manager.output_message = tandem_jpeg_output_message;
    if (setjmp(error.recovery)) {
        tandem_jpeg_message((j_common_ptr)&info, message, message_capacity);
        jpeg_destroy_decompress(&info);
        free(buffer);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, (const unsigned char *)data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    if ((int)info.image_width > maximum_dimension || (int)info.image_height > maximum_dimension) {
        char text[160];
        snprintf(
            text, sizeof text, "unsupported size %ux%u (each side must be at most %d)", info.image_width,
            info.image_height, maximum_dimension);
        tandem_jpeg_set_message(message, message_capacity, text);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_BGRX;
    jpeg_start_decompress(&info);
    size_t row_bytes = (size_t)info.output_width * 4;
    buffer = malloc(row_bytes * info.output_height);
    if (buffer == NULL) {
        tandem_jpeg_set_message(message, message_capacity, "out of memory");
        jpeg_destroy_decompress(&info);
        return 1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = buffer + row_bytes * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    if (cmyk) {
        // A CMYK JPEG with Adobe's marker (Photoshop's, the common kind)
        // stores each ink inverted, 255 minus the ink; others store the ink.
        // A channel's light is its inverted ink times the inverted black.
        int inverted = info.saw_Adobe_marker;
        for (size_t index = 0; index < (size_t)info.output_width * info.output_height; index++) {
            uint8_t *pixel = buffer + index * 4;
            int c = pixel[0], m = pixel[1], y = pixel[2], k = pixel[3];
            if (!inverted) {
                c = 255 - c;
                m = 255 - m;
                y = 255 - y;
                k = 255 - k;
            }
            pixel[0] = (uint8_t)((y * k + 127) / 255);
            pixel[1] = (uint8_t)((m * k + 127) / 255);
            pixel[2] = (uint8_t)((c * k + 127) / 255);
            pixel[3] = 255;
        }
    }
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    *pixels = buffer;
    return 0;
}

int tandem_jpeg_encode(
    const uint8_t *pixels, int width, int height, size_t bytes_per_row, int quality, uint8_t **data,
    size_t *length, char *message, size_t message_capacity) {
    *data = NULL;
    *length = 0;
    struct jpeg_compress_struct info;
    struct tandem_jpeg_error error;
    // jpeg_mem_dest grows this buffer and writes its address here; the
    // variables' addresses escape, so they are read from memory after a jump.
    unsigned char *destination = NULL;
    unsigned long output_length = 0;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = tandem_jpeg_error_exit;
    error.manager.output_message = tandem_jpeg_output_message;
    if (setjmp(error.recovery)) {
        tandem_jpeg_message((j_common_ptr)&info, message, message_capacity);
        jpeg_destroy_compress(&info);
        free(destination);
        return 1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &destination, &output_length);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_BGRX;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality < 1 ? 1 : quality > 100 ? 100 : quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + bytes_per_row * info.next_scanline);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *data = destination;
    *length = output_length;
    return 0;
}

// JPEG decoding and encoding through libjpeg (Debian's libjpeg62-turbo).
//
// libjpeg reports a fatal error by calling its error manager's error_exit,
// which by default ends the process; Swift cannot return from it. These two
// functions keep libjpeg's whole session in C, where error_exit jumps back
// (setjmp/longjmp) and the caller gets a failure and libjpeg's message, so
// bad or truncated data never stops the app.
#ifndef CTANDEMJPEG_H
#define CTANDEMJPEG_H

#include <stddef.h>
#include <stdint.h>

/// Decodes `length` bytes of JPEG data into 32-bit pixels in cairo's
/// RGB24 memory layout on a little-endian machine (B, G, R, unused), top
/// row first, rows of `*width * 4` bytes, in a buffer the caller frees with
/// `free`. Grayscale, YCbCr, RGB, CMYK and YCCK (Adobe's inverted CMYK
/// included) are read. Images wider or taller than `maximum_dimension` are
/// refused. Returns 0 on success; otherwise nonzero with libjpeg's message
/// (or the reason) in `message`.
int tandem_jpeg_decode(
    const uint8_t *data, size_t length, int maximum_dimension, uint8_t **pixels, int *width, int *height,
    char *message, size_t message_capacity);

/// Encodes 32-bit pixels in cairo's memory layout (B, G, R, ignored; rows
/// `bytes_per_row` apart) as a baseline YCbCr JPEG of `quality` (1...100),
/// in a buffer the caller frees with `free`. Returns 0 on success;
/// otherwise nonzero with libjpeg's message in `message`.
int tandem_jpeg_encode(
    const uint8_t *pixels, int width, int height, size_t bytes_per_row, int quality, uint8_t **data,
    size_t *length, char *message, size_t message_capacity);

#endif

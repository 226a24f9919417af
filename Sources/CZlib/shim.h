#ifndef VIPERMAP_CZLIB_SHIM_H
#define VIPERMAP_CZLIB_SHIM_H
// The system zlib's public header, found through pkg-config (zlib): Debian's zlib1g-dev, or the macOS SDK's copy
// (Homebrew's zlib where pkg-config is asked). Nothing is copied from it. zlib's init functions are macros that pass
// the header's version and the stream's size to the library, which Swift cannot call: these helpers make those calls.
#include <zlib.h>

/// A deflate stream that writes a gzip member (RFC 1952): window bits 15, plus 16 for the gzip wrapper.
static inline int vipermap_gzip_deflate_init(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}

/// An inflate stream that reads a gzip member only (window bits 15, plus 16).
static inline int vipermap_gzip_inflate_init(z_streamp stream) {
    return inflateInit2(stream, 15 + 16);
}

#endif

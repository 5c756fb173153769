// Poppler's GLib interface, which renders PDF pages into cairo contexts:
// TandemGraphics draws the PDF images of asset catalogs with it.
#include <poppler.h>

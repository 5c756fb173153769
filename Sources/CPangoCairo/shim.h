// The C surface TandemGraphics draws and shapes text with (the header
// folders come from tandem-pangocairo.pc, which says why).
#include <cairo.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <hb.h>
#include <hb-ot.h>
#include <fribidi.h>

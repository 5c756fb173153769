// The C surface TandemGraphics draws and shapes text with.
#include <cairo.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <hb.h>
#include <hb-ot.h>

// The C surface TandemGraphics draws and shapes text with (the header
// folders come from tandem-pangocairo.pc, which says why).
#include <cairo.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <hb.h>
#include <hb-ot.h>
#include <fribidi.h>
#include <fontconfig/fontconfig.h>

// From <pango/pangofc-fontmap.h>, which is not included: it brings in
// FreeType's headers. Pango's cairo font map on Linux is a fontconfig font
// map; this tells it that fontconfig's fonts changed (an application font
// was added), so that it lists and matches them.
void pango_fc_font_map_config_changed(void *fontmap);

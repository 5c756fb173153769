// The C surface of the SDL2 window display: windows, a texture to present
// the backing surface through, input events, the clipboard.
#include <SDL.h>
